"""The preservation analysis over LLM gists: the bundled SmolLM2-135M on a local llama.cpp
server (proves the LLM path end to end; a 135M model's gists say nothing about quality).

    python benchmarks/preservation/llm_smollm.py [--data PATH] [--conversations conv-30]

Starts its own server (2 threads), runs ``swcmem bench preservation --gister llm`` on the
given conversations with the spaCy extractor when installed, and writes
benchmarks/preservation/llm_smollm.{json,md,png}. LLM responses are cached in the user cache
folder, so a re-run is fast.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from swcmem.cli.main import run
from swcmem.llm.local import LocalServer

HERE = Path(__file__).resolve().parent
DATA = HERE.parents[2] / "shared" / "data" / "locomo8.json"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--conversations", default="conv-30")
    args = parser.parse_args()
    with LocalServer() as server:
        code = run(
            [
                "bench", "preservation", "--data", str(args.data), "--gister", "llm",
                "--llm", server.spec, "--conversations", args.conversations,
                "--extractor", "auto", "--json", str(HERE / "llm_smollm.json"),
            ]
        )  # fmt: skip
    sys.exit(code)


if __name__ == "__main__":
    main()
