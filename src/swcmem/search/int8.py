"""Run a weight-only int8 ONNX model on int8 kernels.

The MiniLM we ship stores its weights as int8 with one scale per output column, and its
graph turns them back into float before every matrix product (``Cast`` then ``Mul``): ONNX
Runtime folds that into float weights when it loads the model, so the products run in float.
:func:`int8_kernels` rewrites each such product (and the bias ``Add`` after it) into one
``DynamicQuantizeMatMul`` (ONNX Runtime's contrib op): the activations are quantized to 8 bits
per run and the product runs on the processor's int8 instructions, with the model's own int8
weights and scales, unchanged. A question then costs about half the time and half the CPU
(3.3 against 6.9 ms on one thread; ``benchmarks/temporal/README.md``); the vectors differ from
the float path's by a cosine of about 0.995 (the activations' rounding).

Only where the products are exact: ONNX Runtime multiplies unsigned 8-bit activations by
signed 8-bit weights, and without the VNNI instructions (x86 with AVX2 only: AMD before Zen 4,
Intel before Cascade Lake / Alder Lake) its kernel adds pairs of products in 16 bits, which
full-range weights like ours can overflow. There the weights are stored unsigned instead
(each plus 128, with 128 as their zero point: the same numbers): ONNX Runtime's kernel for
unsigned by unsigned widens both to 16 bits and adds pairs of products in 32 bits, exactly,
and gives the same vectors as the signed product on VNNI (about 1.3 times faster than the
float path there, where the signed one is not exact). :func:`int8_weights` tells from the
processor's flags (Linux); elsewhere (ARM without its dot-product instructions, or no
``/proc/cpuinfo``) the embedder keeps the float path.

Needs the ``onnx`` package (part of the ``onnx`` extra). A graph with no such product comes
back unchanged. Pure functions: thread-safe.
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import numpy as np

from swcmem.errors import ConfigError, MissingExtraError

CONTRIB = "com.microsoft"
# Processor flags (``/proc/cpuinfo``) under which the u8 x s8 products never overflow: x86's
# VNNI (32-bit sums) and ARM's dot-product instructions.
EXACT_FLAGS = frozenset({"avx512_vnni", "avx_vnni", "asimddp"})
# x86 without VNNI: its u8 x u8 kernels (AVX2 and up) sum pairs of 16-bit products in 32 bits
UNSIGNED_FLAGS = frozenset({"avx2"})
Weights = Literal["s8", "u8"]


@dataclass(frozen=True)
class Rewritten:
    """The rewritten model (serialized, for ``InferenceSession``) and how many products and
    biases moved to int8 kernels."""

    model: bytes
    products: int
    biases: int


KERNELS = ("auto", "int8", "float")


def use_int8(kernels: str) -> bool:
    """Whether a model asked for ``kernels`` runs on int8 kernels: ``"auto"`` where they are
    exact (:func:`int8_exact`) and the ``onnx`` package is there, ``"int8"`` always (even
    where a product may overflow: for tests and comparisons), ``"float"`` never."""
    if kernels not in KERNELS:
        raise ConfigError(
            f"unknown MiniLM kernels {kernels!r}", hint=f"use one of: {', '.join(KERNELS)}"
        )
    if kernels == "auto":
        return int8_exact() and importlib.util.find_spec("onnx") is not None
    return kernels == "int8"


def int8_exact(cpuinfo: Path = Path("/proc/cpuinfo")) -> bool:
    """True when this processor runs the int8 products exactly, with signed or unsigned
    weights (see the module doc); False where it cannot be told (no ``/proc/cpuinfo``)."""
    return int8_weights(cpuinfo) is not None


def int8_weights(cpuinfo: Path = Path("/proc/cpuinfo")) -> Weights | None:
    """How the weights must be stored for exact int8 products on this processor: ``"s8"``
    (as stored) with VNNI or ARM's dot product, ``"u8"`` on x86 with AVX2 but no VNNI,
    ``None`` where neither is known to be exact or it cannot be told (not Linux)."""
    try:
        text = cpuinfo.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    for line in text.splitlines():
        key, _, value = line.partition(":")
        if key.strip() in ("flags", "Features"):
            flags = set(value.split())
            if not EXACT_FLAGS.isdisjoint(flags):
                return "s8"
            return "u8" if not UNSIGNED_FLAGS.isdisjoint(flags) else None
    return None


def int8_kernels(path: Path, weights: Weights = "s8") -> Rewritten:
    """The model at ``path`` with every weight-only int8 product on int8 kernels, its weights
    signed as stored (``"s8"``) or moved to unsigned with zero point 128 (``"u8"``)."""
    if importlib.util.find_spec("onnx") is None:
        raise MissingExtraError("onnx", "onnx", "MiniLM's int8 kernels")
    onnx = importlib.import_module("onnx")
    model = onnx.load(str(path))
    graph = _Graph(onnx, model.graph, weights == "u8")
    products = biases = 0
    nodes: list[Any] = []
    for node in model.graph.node:
        if id(node) in graph.folded:
            continue
        fused = graph.fuse(node)
        if fused is None:
            nodes.append(node)
            continue
        nodes.append(fused)
        products += 1
        biases += len(fused.input) == 5
    del model.graph.node[:]
    model.graph.node.extend(_live(nodes, {o.name for o in model.graph.output}))
    used = {name for n in model.graph.node for name in n.input}
    kept = [i for i in model.graph.initializer if i.name in used]
    del model.graph.initializer[:]
    model.graph.initializer.extend(kept)
    if products and not any(o.domain == CONTRIB for o in model.opset_import):
        model.opset_import.append(onnx.helper.make_opsetid(CONTRIB, 1))
    return Rewritten(model.SerializeToString(), products, biases)


class _Graph:
    """Lookups over one graph: initializers by name, the node making each value, the nodes
    using it; ``folded`` collects the bias additions taken into a fused product."""

    def __init__(self, onnx: Any, graph: Any, unsigned: bool = False) -> None:
        self.onnx = onnx
        self.graph = graph
        self.unsigned = unsigned
        self.moved: dict[str, tuple[str, str]] = {}  # int8 weights → (uint8 copy, zero point)
        self.init = {i.name: i for i in graph.initializer}
        self.maker = {o: n for n in graph.node for o in n.output}
        self.users: dict[str, list[Any]] = {}
        for n in graph.node:
            for name in n.input:
                self.users.setdefault(name, []).append(n)
        self.outputs = {o.name for o in graph.output}
        self.folded: set[int] = set()

    def fuse(self, node: Any) -> Any | None:
        """``node`` as a ``DynamicQuantizeMatMul``, or ``None`` when it is not a product by
        weights stored as int8 times a per-column scale."""
        weights = self._int8_weights(node)
        if weights is None:
            return None
        int8, scale = weights
        name = f"{node.output[0]}_int8_scale"
        self.graph.initializer.append(self.onnx.numpy_helper.from_array(scale, name))
        inputs = [node.input[0], int8, name, ""]
        if self.unsigned:
            inputs[1], inputs[3] = self._unsigned(int8)
        output = node.output[0]
        bias = self._bias(node, len(scale))
        if bias is not None:
            inputs.append(bias[0])
            output = bias[1].output[0]
            self.folded.add(id(bias[1]))
        return self.onnx.helper.make_node(
            "DynamicQuantizeMatMul", inputs, [output], domain=CONTRIB, name=f"{node.name}_int8"
        )

    def _unsigned(self, int8: str) -> tuple[str, str]:
        """The uint8 copy of the int8 weights ``int8`` (each plus 128) and its zero point
        (128 for every column), made once per weight."""
        if int8 not in self.moved:
            helper = self.onnx.numpy_helper
            w = helper.to_array(self.init[int8])
            u8 = (w.astype("int16") + 128).astype("uint8")
            zero = np.full(w.shape[1], 128, dtype=np.uint8)
            names = (f"{int8}_u8", f"{int8}_u8_zero")
            self.graph.initializer.extend(
                [helper.from_array(u8, names[0]), helper.from_array(zero, names[1])]
            )
            self.moved[int8] = names
        return self.moved[int8]

    def _int8_weights(self, node: Any) -> tuple[str, Any] | None:
        """(the int8 initializer, its scales as a 1-D float array) behind ``node``'s second
        input, when that input is ``Cast(int8 [K, N]) * scale[N]``."""
        if node.op_type != "MatMul" or len(node.input) != 2:
            return None
        mul = self.maker.get(node.input[1])
        if mul is None or mul.op_type != "Mul":
            return None
        for cast_out, scale_name in (mul.input, reversed(mul.input)):
            cast = self.maker.get(cast_out)
            if cast is None or cast.op_type != "Cast" or scale_name not in self.init:
                continue
            w = self.init.get(cast.input[0])
            if w is None or w.data_type != self.onnx.TensorProto.INT8 or len(w.dims) != 2:
                continue
            scale = self.onnx.numpy_helper.to_array(self.init[scale_name]).astype("float32")
            if scale.size == w.dims[1] and scale.shape[:-1] in ((), (1,)):
                return w.name, scale.reshape(-1)
        return None

    def _bias(self, node: Any, width: int) -> tuple[str, Any] | None:
        """(the bias initializer, the ``Add`` node) when ``node``'s only use adds a 1-D
        bias of ``width`` values to it."""
        out = node.output[0]
        users = self.users.get(out, [])
        if out in self.outputs or len(users) != 1 or users[0].op_type != "Add":
            return None
        add = users[0]
        other = [name for name in add.input if name != out]
        if len(other) != 1 or other[0] not in self.init:
            return None
        dims = list(self.init[other[0]].dims)
        return (other[0], add) if dims == [width] else None


def _live(nodes: list[Any], outputs: set[str]) -> list[Any]:
    """``nodes`` without those whose every output is unused (the weights' ``Cast`` and
    ``Mul``, once no product reads them), in their order."""
    alive = list(nodes)
    while True:
        used = {name for n in alive for name in n.input} | outputs
        kept = [n for n in alive if any(o in used for o in n.output)]
        if len(kept) == len(alive):
            return kept
        alive = kept
