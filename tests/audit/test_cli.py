"""`swcmem audit` and `swcmem bench preservation` end to end on a conversation of our own."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from swcmem.audit import PreservationAuditor
from swcmem.cli.main import run
from swcmem.consolidate import ConsolidationConfig, consolidate
from swcmem.store import Store

from .conftest import handmade_locomo

AUDITOR = PreservationAuditor()


@pytest.fixture
def data(tmp_path: Path) -> Path:
    path = tmp_path / "handmade.json"
    path.write_text(json.dumps(handmade_locomo()))
    return path


def test_audit_shows_every_gist_with_its_rates_and_action(
    tmp_path: Path, data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "m.db")
    assert run(["--db", db, "ingest", str(data)]) == 0
    with Store(db) as store:
        consolidate(
            store, "audit-1", ConsolidationConfig(strategy="swc-full", audit=True, auditor=AUDITOR)
        )
        consolidate(store, "audit-1", ConsolidationConfig(strategy="swc-temporal", audit=False))
    capsys.readouterr()
    assert run(["--db", db, "audit", "--conversation", "audit-1", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    audited = [r for r in rows if r["audited"]]
    measured = [r for r in rows if not r["audited"]]
    assert audited and measured
    assert {r["strategy"] for r in audited} == {"swc-full"}
    for r in audited:  # the generic gists lost their dates: the audit retried and repaired
        assert r["audit"]["action"] == "retried" and r["audit"]["attempts"] == 2
        assert r["audit"]["draft_rates"]["temporal"]["normalised"] < 0.6
        assert r["rates"]["temporal"]["normalised"] >= 0.6
    for r in measured:  # the protected gists keep their dates without an audit
        assert r["rates"]["temporal"]["found"] > 0
        assert r["rates"]["temporal"]["normalised"] >= 0.6
    assert run(["--db", db, "audit", "-c", "audit-1", "-s", "swc-full"]) == 0
    out = capsys.readouterr().out
    assert "retried" in out and "below threshold after audit 0" in out


def test_audit_without_gists_says_how_to_make_them(
    tmp_path: Path, data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "m.db")
    run(["--db", db, "ingest", str(data)])
    assert run(["--db", db, "audit", "--conversation", "audit-1"]) == 2
    err = capsys.readouterr().err
    assert "no gists stored" in err and "swcmem consolidate" in err


def test_bench_preservation_writes_json_markdown_and_chart(
    tmp_path: Path, data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("matplotlib")
    out = tmp_path / "p.json"
    args = ["bench", "preservation", "--data", str(data), "--json", str(out)]
    assert run([*args, "--extractor", "heuristic", "--budget", "600"]) == 0
    report = json.loads(out.read_text())
    names = ("swc-full", "swc-temporal", "swc-anchored")
    for name in names:
        for kind in ("temporal", "entity", "number", "event"):
            cell = report["strategies"][name][kind]
            assert {"found", "verbatim", "normalised"} <= set(cell)
    temporal = {n: report["strategies"][n]["temporal"] for n in names}
    assert temporal["swc-full"]["found"] > 0
    assert temporal["swc-full"]["normalised"] < temporal["swc-temporal"]["normalised"]
    ratio = report["temporal_protected_generic"]["normalised"]
    assert ratio is None if temporal["swc-full"]["normalised"] == 0 else ratio > 1.0
    audit = report["audit"]
    assert audit["gists"] > 0 and audit["retried"] > 0
    assert audit["below_threshold_after"] == 0 and audit["below_threshold_measured"] == 0
    assert {r["conversation"] for r in report["conversations"]} == {"audit-1"}
    md = out.with_suffix(".md").read_text()
    assert "| Temporal |" in md and "protected/generic" in md
    assert out.with_suffix(".png").read_bytes()[:4] == b"\x89PNG"
    assert "protected/generic" in capsys.readouterr().out
