"""Benchmarks: model-free measurements of what each strategy keeps."""
