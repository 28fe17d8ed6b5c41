"""The Porter stemmer under threads: a snowball stemmer keeps the word it works on, so one
shared instance corrupted concurrent stems (an IndexError inside a context build, a 500 from
the service under load). Each thread now has its own."""

from __future__ import annotations

import itertools
import string
import threading

from swcmem.text import stem


def test_stems_made_on_eight_threads_at_once_are_the_serial_ones() -> None:
    raw = stem.__wrapped__  # past the cache: every call runs the stemmer
    letters = string.ascii_lowercase[:12]
    suffixes = ("ational", "ization", "fulness", "iveness", "ing", "edly", "ousli", "ement")
    words = [a + b + c + s for a, b, c in itertools.product(letters, repeat=3) for s in suffixes]
    expected = [raw(w) for w in words]
    results: dict[int, list[str]] = {}
    errors: list[BaseException] = []
    start = threading.Barrier(8)

    def work(n: int) -> None:
        start.wait()
        try:
            results[n] = [raw(w) for w in words]
        except BaseException as exc:  # an IndexError from a corrupted stemmer
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(n,)) for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    assert all(results[n] == expected for n in range(8))
