"""Operations: settings (flags > env > config.toml), refusals before binding, the keys
command, token buckets, logs that never hold keys or (by default) turn text, and how long
idle connections are kept."""

from __future__ import annotations

import http.client
import json
import time
from pathlib import Path

import httpx
import pytest

from service.conftest import CHAT, Running, make_keys
from service.server import Server
from swcmem.cli.main import run
from swcmem.errors import ConfigError
from swcmem.service.config import ServiceConfig, resolve_config
from swcmem.service.errors import RateLimited
from swcmem.service.ratelimit import RateLimiter
from swcmem.store import Store
from swcmem.store.tenants import list_keys


def test_settings_flags_over_env_over_config_file(tmp_path: Path) -> None:
    config = tmp_path / "config.toml"
    config.write_text('[service]\nport = 9001\nburst = 7\nlog_content = true\ndb = "a.db"\n')
    env = {"SWCMEM_CONFIG": str(config), "SWCMEM_SERVICE_PORT": "9002", "SWCMEM_DB": "b.db"}
    assert resolve_config({"SWCMEM_CONFIG": str(config)}).port == 9001
    got = resolve_config(env, port=None, rate_per_s=3.5)
    assert (got.port, got.burst, got.log_content, got.rate_per_s) == (9002, 7, True, 3.5)
    assert got.db == "b.db"  # $SWCMEM_DB over the file
    assert resolve_config(env, port=9003).port == 9003


@pytest.mark.parametrize(
    ("table", "message"),
    [
        ('api_key = "swcm_x"', "API keys are not read"),
        ("colour = 1", "unknown"),
        ("port = 0", "port"),
        ('port = "many"', "not a valid int"),
    ],
)
def test_bad_settings_are_refused(tmp_path: Path, table: str, message: str) -> None:
    config = tmp_path / "config.toml"
    config.write_text(f"[service]\n{table}\n")
    with pytest.raises(ConfigError, match=message):
        resolve_config({"SWCMEM_CONFIG": str(config)})


def test_serve_refuses_a_public_host_without_keys_and_workers_on_sqlite(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "open.db")
    assert run(["serve", "--db", db, "--host", "0.0.0.0"]) == 2
    assert "no API key" in capsys.readouterr().err
    assert run(["serve", "--db", db, "--workers", "2"]) == 2
    err = capsys.readouterr().err
    assert "PostgreSQL" in err and "one process write at a time" in err


def test_keys_create_prints_the_key_once_and_stores_only_its_digest(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "keys.db")
    assert run(["keys", "create", "--tenant", "team-a", "--db", db, "--label", "bot"]) == 0
    out = capsys.readouterr()
    key = out.out.strip()
    assert key.startswith("swcm_") and "\n" not in key and key not in out.err
    assert run(["keys", "list", "--db", db, "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [(k["tenant"], k["label"], k["revoked_at"]) for k in listed] == [("team-a", "bot", None)]
    assert key not in json.dumps(listed) and key.split("_", 2)[2] not in json.dumps(listed)
    assert run(["keys", "revoke", listed[0]["id"], "--db", db]) == 0
    assert run(["keys", "revoke", listed[0]["id"], "--db", db]) == 2
    assert run(["keys", "create", "--tenant", "Bad Name", "--db", db]) == 2
    with Store(db) as store:
        assert not list_keys(store)[0].active


def test_the_token_bucket() -> None:
    now = [0.0]
    limiter = RateLimiter(rate=2.0, burst=3, clock=lambda: now[0])
    assert [limiter.wait_time("k") for _ in range(3)] == [0.0, 0.0, 0.0]
    assert limiter.wait_time("k") == pytest.approx(0.5)
    assert limiter.wait_time("other") == 0.0  # buckets are per key
    now[0] = 0.5
    assert limiter.wait_time("k") == 0.0
    with pytest.raises(RateLimited) as caught:
        limiter.check("k")
    assert caught.value.retry_after == pytest.approx(0.5)
    assert RateLimiter(rate=0, burst=1).wait_time("k") == 0.0  # 0: no limit


def secret_traffic(url: str, key: str) -> None:
    marker = [{**t, "text": t["text"] + " zebracorn"} for t in CHAT]
    with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {key}"}) as http:
        assert http.post("/v1/conversations/logged/turns", json={"turns": marker}).is_success
        http.get("/v1/conversations/logged/context", params={"question": "Any zebracorn?"})
        http.get("/v1/conversations/logged/context", headers={"Authorization": f"Bearer {key}x"})


def test_logs_are_json_lines_without_keys_or_turn_text(running: Running) -> None:
    secret_traffic(running.url, running.keys.acme)
    log = running.server.log()
    lines = [json.loads(line) for line in log.splitlines() if line.strip()]
    requests = [x for x in lines if x["msg"] == "request"]
    assert any(
        r["route"] == "/v1/conversations/{name}/turns" and r["tenant"] == "acme" for r in requests
    )
    assert all({"ts", "level", "logger"} <= set(x) for x in lines)
    secret = running.keys.acme.split("_", 2)[2]
    assert secret not in log and "zebracorn" not in log


def test_log_content_adds_the_text_but_never_the_key(tmp_path: Path) -> None:
    db = tmp_path / "logged.db"
    keys = make_keys(db)
    server = Server(db, ("--log-content",)).start()
    try:
        secret_traffic(server.url, keys.acme)
    finally:
        server.terminate()
    log = server.log()
    assert "zebracorn" in log and keys.acme.split("_", 2)[2] not in log


def test_worker_processes_rebuild_the_app_from_the_parents_settings(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import dataclasses

    from swcmem.service import run as service_run
    from swcmem.service.config import ServiceConfig
    from swcmem.service.run import ENV_CONFIG_JSON, app_from_env

    monkeypatch.setattr(service_run, "setup_logging", lambda *a, **k: None)  # keep pytest logging
    config = ServiceConfig(db=str(tmp_path / "w.db"), port=9123, burst=5)
    monkeypatch.setenv(ENV_CONFIG_JSON, json.dumps(dataclasses.asdict(config)))
    app = app_from_env()
    services = app.state.services  # type: ignore[attr-defined]
    assert services.config == config and services.limiter.burst == 5
    services.store.close()


def test_keys_go_to_the_store_serve_is_configured_with(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "configured.db"
    config = tmp_path / "config.toml"
    config.write_text(f'[service]\ndb = "{db}"\n')
    monkeypatch.setenv("SWCMEM_CONFIG", str(config))
    monkeypatch.delenv("SWCMEM_DB", raising=False)
    assert run(["keys", "create", "--tenant", "cfg"]) == 0
    capsys.readouterr()
    with Store(db, read_only=True) as store:
        assert [k.tenant for k in list_keys(store)] == ["cfg"]


def test_log_lines_mask_keys_and_database_credentials() -> None:
    import io
    import logging

    from swcmem.service.logs import JsonFormatter

    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(JsonFormatter(("s3cretpassw0rd",)))
    logger = logging.getLogger("swcmem.test.scrub")
    logger.addHandler(handler)
    try:
        key = "swcm_0123456789ab_" + "Z" * 43
        logger.warning(
            "could not reach postgresql://app:s3cretpassw0rd@db/x with %s", key, extra={"k": key}
        )
    finally:
        logger.removeHandler(handler)
    line = json.loads(stream.getvalue())
    assert "s3cretpassw0rd" not in stream.getvalue() and "Z" * 10 not in stream.getvalue()
    assert "swcm_0123456789ab_***" in line["msg"] and line["k"] == "swcm_0123456789ab_***"


def test_idle_connections_are_kept_as_long_as_configured(tmp_path: Path) -> None:
    # clients (httpx: 5 s) must drop an idle connection before the server does, or a request
    # sent as the server closes it gets no answer: the default outlasts them
    assert ServiceConfig().keep_alive_s > 5
    server = Server(tmp_path / "k.db", env={"SWCMEM_SERVICE_KEEP_ALIVE_S": "1"}).start()
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    try:
        conn.request("GET", "/healthz")
        assert conn.getresponse().read()
        time.sleep(2.5)  # idle past the server's 1 s
        with pytest.raises((http.client.RemoteDisconnected, ConnectionError)):
            conn.request("GET", "/healthz")
            conn.getresponse()
    finally:
        conn.close()
        server.terminate()
