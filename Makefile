PY ?= python
.PHONY: check lint type test
check: lint type test
lint:
	$(PY) -m ruff check src tests benchmarks
	$(PY) -m ruff format --check src tests benchmarks
type:
	$(PY) -m mypy
test:
	$(PY) -m pytest -q
