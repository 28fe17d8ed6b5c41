"""Spec parsing, settings resolution (CLI > env > config file), backend selection."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from swcmem.errors import ConfigError, MissingExtraError
from swcmem.llm import make_backend, parse_spec
from swcmem.llm.config import resolve_settings
from swcmem.llm.spec import BackendSpec


def test_parse_specs() -> None:
    assert parse_spec("openai:gpt-4o-mini") == BackendSpec("openai", "gpt-4o-mini")
    assert parse_spec("anthropic:claude-haiku-4-5").model == "claude-haiku-4-5"
    compat = parse_spec("openai-compatible:http://127.0.0.1:8080/v1/#smollm2")
    assert (compat.base_url, compat.model) == ("http://127.0.0.1:8080/v1", "smollm2")
    assert str(compat) == "openai-compatible:http://127.0.0.1:8080/v1#smollm2"
    local = parse_spec("llama-cpp:/models/tiny.gguf")
    assert (local.path, local.model) == ("/models/tiny.gguf", "tiny.gguf")


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("gpt-4o", "KIND:MODEL"),
        ("mistral:large", "unknown backend"),
        ("openai-compatible:http://h:1/v1", "BASE_URL#MODEL"),
        ("openai-compatible:h:1/v1#m", "http://"),
        ("openai:", "KIND:MODEL"),
    ],
)
def test_bad_specs_say_how_to_fix(text: str, why: str) -> None:
    with pytest.raises(ConfigError) as err:
        parse_spec(text)
    assert why in str(err.value) and "openai:gpt-4o-mini" in (err.value.hint or "")


def test_settings_precedence(tmp_path: Path) -> None:
    cfg = tmp_path / "config.toml"
    cfg.write_text('[llm]\nspec = "openai:from-file"\ntimeout_s = 9\nconcurrency = 2\n')
    env = {"SWCMEM_CONFIG": str(cfg), "SWCMEM_CACHE": str(tmp_path / "x.sqlite")}
    s = resolve_settings(env)
    assert s.spec == "openai:from-file" and s.options.timeout_s == 9.0
    assert s.options.concurrency == 2 and s.cache_path == tmp_path / "x.sqlite" and s.use_cache
    s = resolve_settings({**env, "SWCMEM_LLM": "openai:from-env"}, concurrency=5)
    assert s.spec == "openai:from-env" and s.options.concurrency == 5
    s = resolve_settings(
        {**env, "SWCMEM_LLM": "openai:from-env"}, spec="anthropic:cli", no_cache=True
    )
    assert s.spec == "anthropic:cli" and not s.use_cache


def test_missing_config_file_means_no_spec(tmp_path: Path) -> None:
    s = resolve_settings({"SWCMEM_CONFIG": str(tmp_path / "absent.toml")})
    assert s.spec is None


def test_config_file_refuses_api_keys(tmp_path: Path) -> None:
    cfg = tmp_path / "config.toml"
    cfg.write_text('[llm]\nspec = "openai:m"\napi_key = "sk-nope"\n')
    with pytest.raises(ConfigError, match="API keys are not read from config files"):
        resolve_settings({"SWCMEM_CONFIG": str(cfg)})


def test_keys_come_from_the_environment_only() -> None:
    with pytest.raises(ConfigError) as err:
        make_backend("openai:gpt-4o-mini", environ={})
    assert "OPENAI_API_KEY" in (err.value.hint or "")
    with pytest.raises(ConfigError, match="anthropic"):
        make_backend("anthropic:claude-haiku-4-5", environ={})
    backend = make_backend("anthropic:claude-haiku-4-5", environ={"ANTHROPIC_API_KEY": "k-123456"})
    assert backend.identity == "anthropic:claude-haiku-4-5" and "k-123456" not in repr(backend)
    backend.close()
    compat = make_backend("openai-compatible:http://127.0.0.1:1/v1#m", environ={})
    assert compat.identity == "openai-compatible:http://127.0.0.1:1/v1#m"  # endpoint + model
    compat.close()


def test_llama_cpp_without_the_extra_names_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "llama_cpp", None)  # import now fails
    with pytest.raises(MissingExtraError) as err:
        make_backend("llama-cpp:smollm2")
    assert err.value.extra == "llamacpp" and "swcmem[llamacpp]" in (err.value.hint or "")


def test_llama_cpp_missing_file(tmp_path: Path) -> None:
    pytest.importorskip("llama_cpp", reason="llama-cpp-python not installed")
    with pytest.raises(ConfigError, match="not found"):
        make_backend(f"llama-cpp:{tmp_path / 'nope.gguf'}")
