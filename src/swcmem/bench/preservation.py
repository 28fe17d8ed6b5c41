"""The preservation analysis: what share of the source's dates, entities, numbers and events
the gists of each SWC condition keep, verbatim and normalised, and what the audit repairs.

For every conversation and strategy we consolidate twice into a scratch store — audit off
(the condition as such: the paper's analysis) and audit on (every gist audited, retried and
repaired as :mod:`swcmem.audit.policy` prescribes) — and measure every gist of the plan against
all turns of its chunk (:mod:`swcmem.audit.rates`). Rates are micro averages: mentions kept over
mentions found, summed over gists. Ratios compare each strategy with the first (the generic
``swc-full``); the paper reports, for the verbatim proxy, temporal 3.05% → 62.39% with the
protected prompt, entities ×1.02 and events ×1.11.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from swcmem.audit.hook import PreservationAuditor
from swcmem.audit.mentions import KINDS
from swcmem.audit.nlp import Analyzer, get_analyzer
from swcmem.audit.policy import AuditResult
from swcmem.audit.rates import Preservation, TypeRate, total
from swcmem.audit.stored import (
    AuditCounts,
    MentionCache,
    chunk_turn_ids,
    count_audits,
    measure_gist,
)
from swcmem.errors import MissingExtraError
from swcmem.llm.base import LLM
from swcmem.model import Conversation
from swcmem.store.db import Store
from swcmem.tables import markdown_table

DEFAULT_STRATEGIES = ("swc-full", "swc-temporal", "swc-anchored")
PAPER = {
    "temporal_verbatim": {"swc-full": 0.0305, "swc-temporal": 0.6239},
    "ratio": {"temporal": 0.6239 / 0.0305, "entity": 1.02, "event": 1.11},
}
Progress = Callable[[str], None]


@dataclass(frozen=True)
class PreservationConfig:
    strategies: tuple[str, ...] = DEFAULT_STRATEGIES
    gister: str = "extractive"
    extractor: str = "auto"  # entity/event backend of the analysis
    budget: int = 4000
    policy: str = "staged"


@dataclass(frozen=True, slots=True)
class Row:
    """One conversation × strategy × audit setting."""

    conversation: str
    strategy: str
    audited: bool
    gists: int
    rates: Preservation
    audits: tuple[AuditResult | None, ...]
    below_threshold_measured: int
    consolidation_s: float


def _run_one(
    store: Store,
    conv: Conversation,
    strategy: str,
    audited: bool,
    config: PreservationConfig,
    analyzer: Analyzer,
    llm: LLM | None,
    cache: MentionCache,
) -> Row:
    from swcmem.consolidate import ConsolidationConfig, consolidate

    cfg = ConsolidationConfig(
        strategy=strategy,
        gister=config.gister,
        policy=config.policy,
        budget=config.budget,
        audit=audited,
        auditor=PreservationAuditor(),
    )
    report = consolidate(store, conv, cfg, llm)
    chunks = chunk_turn_ids(store, conv.id)
    rates = [measure_gist(store, conv, g, analyzer, chunks, cache) for g in report.gists]
    audits = tuple(
        AuditResult.from_json(g.audit_json) if g.audit_json else None for g in report.gists
    )
    below = sum(1 for r in rates if _below(r.temporal, audits))
    return Row(
        conv.id, strategy, audited, len(report.gists), total(rates), audits, below, report.seconds
    )


def _below(rate: TypeRate, audits: Sequence[AuditResult | None]) -> bool:
    threshold = next((a.threshold for a in audits if a is not None), 0.60)
    value = rate.normalised_rate
    return value is not None and value < threshold


def run(
    store: Store,
    convs: Sequence[Conversation],
    config: PreservationConfig,
    llm: LLM | None = None,
    progress: Progress | None = None,
) -> list[Row]:
    """Consolidate and measure every (conversation, strategy), audit off then on."""
    analyzer = get_analyzer(config.extractor)
    rows = []
    for conv in convs:
        cache: MentionCache = {}
        for strategy in config.strategies:
            for audited in (False, True):
                row = _run_one(store, conv, strategy, audited, config, analyzer, llm, cache)
                rows.append(row)
                if progress:
                    progress(f"{conv.id} {strategy}{' +audit' if audited else ''}")
    return rows


def _ratio(a: float | None, b: float | None) -> float | None:
    return None if a is None or not b else a / b


def _rate_dict(rate: TypeRate) -> dict[str, Any]:
    return rate.as_dict()


def _by_strategy(rows: Sequence[Row], audited: bool) -> dict[str, Preservation]:
    out: dict[str, Preservation] = {}
    for row in rows:
        if row.audited == audited:
            out[row.strategy] = out.get(row.strategy, Preservation()) + row.rates
    return out


def _ratios(rates: dict[str, Preservation], names: Sequence[str]) -> dict[str, Any]:
    base = names[0]
    out: dict[str, Any] = {}
    for name in names[1:]:
        out[f"{name}/{base}"] = {
            k: {
                "verbatim": _ratio(
                    rates[name].of(k).verbatim_rate, rates[base].of(k).verbatim_rate
                ),
                "normalised": _ratio(
                    rates[name].of(k).normalised_rate, rates[base].of(k).normalised_rate
                ),
            }
            for k in KINDS
        }
    return out


def _audit_counts(rows: Sequence[Row]) -> tuple[AuditCounts, dict[str, Any]]:
    audited = [r for r in rows if r.audited]
    all_counts = count_audits([a for r in audited for a in r.audits])
    by_strategy: dict[str, Any] = {}
    for name in dict.fromkeys(r.strategy for r in audited):
        mine = [r for r in audited if r.strategy == name]
        counts = count_audits([a for r in mine for a in r.audits])
        by_strategy[name] = {
            **counts.as_dict(),
            "below_threshold_measured": sum(r.below_threshold_measured for r in mine),
        }
    return all_counts, by_strategy


def protected_generic(report: dict[str, Any]) -> dict[str, float | None] | None:
    """The temporal ratio swc-temporal / swc-full (verbatim and normalised), if both ran."""
    key = "swc-temporal/swc-full"
    ratios = report["ratios"].get(key)
    return None if ratios is None else dict(ratios["temporal"])


def summarize(rows: Sequence[Row], config: PreservationConfig, extractor: str) -> dict[str, Any]:
    """The JSON report (see the module doc and ``benchmarks/preservation/README.md``)."""
    names = list(config.strategies)
    raw, fixed = _by_strategy(rows, False), _by_strategy(rows, True)
    counts, by_strategy = _audit_counts(rows)
    audited_rows = [r for r in rows if r.audited]
    report: dict[str, Any] = {
        "config": {
            "strategies": names,
            "gister": config.gister,
            "extractor": extractor,
            "budget": config.budget,
            "policy": config.policy,
            "conversations": list(dict.fromkeys(r.conversation for r in rows)),
        },
        "strategies": {n: {k: _rate_dict(raw[n].of(k)) for k in KINDS} for n in names},
        "strategies_audited": {n: {k: _rate_dict(fixed[n].of(k)) for k in KINDS} for n in names},
        "ratios": _ratios(raw, names),
        "ratios_audited": _ratios(fixed, names),
        "audit": {
            **counts.as_dict(),
            "below_threshold_measured": sum(r.below_threshold_measured for r in audited_rows),
            "threshold": next((a.threshold for r in audited_rows for a in r.audits if a), 0.60),
            "by_strategy": by_strategy,
        },
        "conversations": [_row_dict(r) for r in rows],
        "paper": PAPER,
    }
    report["temporal_protected_generic"] = protected_generic(report)
    return report


def _row_dict(row: Row) -> dict[str, Any]:
    counts = count_audits(row.audits)
    return {
        "conversation": row.conversation,
        "strategy": row.strategy,
        "audit": row.audited,
        "gists": row.gists,
        "consolidation_s": round(row.consolidation_s, 3),
        **{k: _rate_dict(row.rates.of(k)) for k in KINDS},
        "retried": counts.retried,
        "appended": counts.appended,
        "below_threshold_after": counts.below_threshold_after,
        "below_threshold_measured": row.below_threshold_measured,
    }


# --- presentation ---------------------------------------------------------------------------

LABELS = {"temporal": "Temporal", "entity": "Entities", "number": "Numbers", "event": "Events"}


def _pct(value: float | None) -> str:
    return "–" if value is None else f"{100 * value:.2f}%"


def _times(num: float | None, base: float | None) -> str:
    """``num ÷ base`` as "×r"; "×∞" when only the baseline kept nothing; "–" when undefined."""
    if num is None or base is None:
        return "–"
    if base == 0:
        return "×∞" if num > 0 else "–"
    return f"×{num / base:.2f}"


def _rate_table(report: dict[str, Any], section: str, field: str) -> str:
    names = report["config"]["strategies"]
    heads = ["Type", "Mentions", *names, *[f"{n} ÷ {names[0]}" for n in names[1:]]]
    rows = []
    for kind in KINDS:
        found = {report[section][n][kind]["found"] for n in names}
        mentions = " / ".join(str(report[section][n][kind]["found"]) for n in names)
        cells = [_pct(report[section][n][kind][field]) for n in names]
        base = report[section][names[0]][kind][field]
        cells += [_times(report[section][n][kind][field], base) for n in names[1:]]
        shown = str(found.pop()) if len(found) == 1 else mentions
        rows.append([LABELS[kind], shown, *cells])
    return markdown_table(heads, rows, align="ll" + "r" * (len(heads) - 2))


def _audit_table(report: dict[str, Any]) -> str:
    heads = [
        "Strategy",
        "Gists",
        "Retried",
        "Dates appended",
        "Below threshold after (audit / re-measured)",
        "Temporal normalised, off → on",
    ]
    rows = []
    for name, c in report["audit"]["by_strategy"].items():
        before = report["strategies"][name]["temporal"]["normalised"]
        after = report["strategies_audited"][name]["temporal"]["normalised"]
        below = f"{c['below_threshold_after']} / {c['below_threshold_measured']}"
        rows.append(
            [
                name,
                c["gists"],
                c["retried"],
                c["appended"],
                below,
                f"{_pct(before)} → {_pct(after)}",
            ]
        )
    return markdown_table(heads, rows, align="lrrrrl")


def _conversation_table(report: dict[str, Any]) -> str:
    heads = ["Conversation", "Strategy", "Audit", "Gists", "Temporal (n: verb. / norm.)"]
    heads += ["Entities", "Numbers", "Events", "Retried", "Appended"]
    rows = []
    for r in report["conversations"]:
        cells = [
            f"{r[k]['found']}: {_pct(r[k]['verbatim'])} / {_pct(r[k]['normalised'])}" for k in KINDS
        ]
        audit = "on" if r["audit"] else "off"
        rows.append(
            [
                r["conversation"],
                r["strategy"],
                audit,
                r["gists"],
                *cells,
                r["retried"],
                r["appended"],
            ]
        )
    return markdown_table(heads, rows, align="lllrllllrr")


def ratio_line(report: dict[str, Any]) -> str:
    """The headline: temporal preservation protected/generic, with the paper's for reference."""
    names = report["config"]["strategies"]
    if "swc-temporal" not in names or "swc-full" not in names:
        return "temporal protected/generic ratio: needs swc-full and swc-temporal"
    full = report["strategies"]["swc-full"]["temporal"]
    prot = report["strategies"]["swc-temporal"]["temporal"]
    v, n = "verbatim", "normalised"
    return (
        "temporal preservation protected/generic (swc-temporal ÷ swc-full): "
        f"verbatim {_pct(full[v])} → {_pct(prot[v])} ({_times(prot[v], full[v])}), "
        f"normalised {_pct(full[n])} → {_pct(prot[n])} ({_times(prot[n], full[n])}); "
        f"paper (verbatim, LLM gists): 3.05% → 62.39% (×{PAPER['ratio']['temporal']:.2f})"
    )


def markdown(report: dict[str, Any]) -> str:
    """The report as Markdown tables shaped like the paper's preservation table."""
    cfg = report["config"]
    a = report["audit"]
    parts = [
        f"# Preservation analysis ({cfg['gister']} gister, {cfg['policy']} policy, budget "
        f"{cfg['budget']}, entity/event extractor: {cfg['extractor']}, "
        f"{len(cfg['conversations'])} conversations)",
        "",
        "## Verbatim preservation (the paper's proxy), audit off",
        "",
        _rate_table(report, "strategies", "verbatim"),
        "",
        "## Normalised preservation (same date interval / number / entity / event), audit off",
        "",
        _rate_table(report, "strategies", "normalised"),
        "",
        "## Normalised preservation with the audit on",
        "",
        _rate_table(report, "strategies_audited", "normalised"),
        "",
        ratio_line(report),
        "",
        f"## Audit (threshold {a['threshold']:.2f} on normalised temporal preservation)",
        "",
        f"{a['gists']} audited gists: {a['retried']} retried, {a['appended']} needed the "
        f"appended 'Dates:' line, {a['below_threshold_after']} below the threshold after the "
        f"audit ({a['below_threshold_measured']} re-measured).",
        "",
        _audit_table(report),
        "",
        "## Per conversation",
        "",
        _conversation_table(report),
        "",
    ]
    return "\n".join(parts)


def bar_chart(report: dict[str, Any], path: Path) -> None:
    """Grouped bars: per type, each strategy's verbatim and normalised rate (audit off)."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError as exc:
        raise MissingExtraError("matplotlib", "plots", "the preservation bar chart") from exc
    names = report["config"]["strategies"]
    fig, axes = plt.subplots(1, 2, figsize=(11, 4), sharey=True)
    width = 0.8 / len(names)
    for ax, field in zip(axes, ("verbatim", "normalised"), strict=True):
        for i, name in enumerate(names):
            values = [100 * (report["strategies"][name][k][field] or 0.0) for k in KINDS]
            xs = [j + (i - (len(names) - 1) / 2) * width for j in range(len(KINDS))]
            ax.bar(xs, values, width, label=name)
        ax.set_xticks(range(len(KINDS)), [LABELS[k] for k in KINDS])
        ax.set_title(f"{field} preservation (audit off)")
        ax.set_ylim(0, 100)
        ax.grid(axis="y", alpha=0.3)
    axes[0].set_ylabel("% of source mentions kept")
    axes[0].legend(loc="upper right", fontsize=8)
    fig.suptitle(f"Preservation by strategy ({report['config']['gister']} gister)")
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=120)
    plt.close(fig)
