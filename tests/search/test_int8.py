"""int8_kernels: weight-only int8 products move to int8 kernels, with the model's own weights;
other graphs come back unchanged; the shipped MiniLM keeps its meaning on the new kernels."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import swcmem.search.int8 as int8_module
from swcmem.errors import ConfigError, MissingExtraError
from swcmem.search.embed import MiniLMEmbedder, minilm_available, minilm_key
from swcmem.search.int8 import int8_exact, int8_kernels, int8_weights, use_int8

onnx: Any = pytest.importorskip("onnx")
ort: Any = pytest.importorskip("onnxruntime")
helper, numpy_helper, TensorProto = onnx.helper, onnx.numpy_helper, onnx.TensorProto

RNG = np.random.default_rng(7)
K, N = 64, 48
# the weights this processor multiplies exactly (unsigned where it is not known: exact on all)
WEIGHTS = int8_weights() or "u8"


def _model(
    path: Path, *, scale_first: bool = False, bias: bool = True, float_w: bool = False
) -> Path:
    """x[2, 5, K] @ (Cast(int8 w[K, N]) * scale[1, N]) (+ bias[N]) -> y."""
    w = RNG.integers(-127, 128, size=(K, N), dtype=np.int8)
    scale = (RNG.random((1, N)) * 0.02 + 0.001).astype(np.float32)
    inits = [numpy_helper.from_array(scale, "scale")]
    nodes = []
    if float_w:
        inits.append(numpy_helper.from_array(w.astype(np.float32) * scale, "w_f"))
    else:
        inits.append(numpy_helper.from_array(w, "w"))
        nodes.append(helper.make_node("Cast", ["w"], ["w_c"], to=TensorProto.FLOAT))
        pair = ["scale", "w_c"] if scale_first else ["w_c", "scale"]
        nodes.append(helper.make_node("Mul", pair, ["w_f"]))
    out = "y"
    if bias:
        inits.append(numpy_helper.from_array(RNG.random(N).astype(np.float32), "b"))
        out = "p"
    nodes.append(helper.make_node("MatMul", ["x", "w_f"], [out], name="mm"))
    if bias:
        nodes.append(helper.make_node("Add", ["p", "b"], ["y"]))
    graph = helper.make_graph(
        nodes,
        "g",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 5, K])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 5, N])],
        inits,
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    file = path / "m.onnx"
    onnx.save(model, str(file))
    return file


def _run(model: bytes | str, x: np.ndarray) -> np.ndarray:
    options = ort.SessionOptions()
    options.log_severity_level = 3
    session = ort.InferenceSession(model, options, providers=["CPUExecutionProvider"])
    out: np.ndarray = session.run(None, {"x": x})[0]
    return out


@pytest.mark.parametrize("scale_first", [False, True])
def test_product_and_bias_become_one_int8_node(tmp_path: Path, scale_first: bool) -> None:
    file = _model(tmp_path, scale_first=scale_first)
    done = int8_kernels(file, WEIGHTS)
    assert (done.products, done.biases) == (1, 1)
    graph = onnx.load_from_string(done.model).graph
    assert [n.op_type for n in graph.node] == ["DynamicQuantizeMatMul"]
    names = {i.name for i in graph.initializer}
    assert ("w" if WEIGHTS == "s8" else "w_u8") in names  # the model's own int8 weights
    assert "w_f" not in {i.name for i in graph.initializer}
    x = RNG.standard_normal((2, 5, K)).astype(np.float32)
    want, got = _run(str(file), x), _run(done.model, x)
    assert got.shape == want.shape
    # 8-bit activations: an error of a few hundredths of the output's spread, not more
    assert float(np.abs(got - want).max()) < 0.05 * float(np.abs(want).max())
    assert not np.array_equal(got, want)  # it did run on other kernels


def test_product_without_bias(tmp_path: Path) -> None:
    file = _model(tmp_path, bias=False)
    done = int8_kernels(file, WEIGHTS)
    assert (done.products, done.biases) == (1, 0)
    x = RNG.standard_normal((2, 5, K)).astype(np.float32)
    want = _run(str(file), x)
    assert float(np.abs(_run(done.model, x) - want).max()) < 0.05 * float(np.abs(want).max())


def test_float_weights_are_left_alone(tmp_path: Path) -> None:
    file = _model(tmp_path, float_w=True)
    done = int8_kernels(file)
    assert (done.products, done.biases) == (0, 0)
    assert [n.op_type for n in onnx.load_from_string(done.model).graph.node] == ["MatMul", "Add"]
    x = RNG.standard_normal((2, 5, K)).astype(np.float32)
    np.testing.assert_array_equal(_run(done.model, x), _run(str(file), x))


def test_without_onnx_the_error_names_the_extra(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name == "onnx" else real(name, *a)
    )
    with pytest.raises(MissingExtraError, match="swcmem\\[onnx\\]"):
        int8_kernels(tmp_path / "m.onnx")


SENTENCES = [
    ("We drove to the coast for my cousin's wedding.", "The marriage ceremony was by the sea."),
    ("I finally passed my driving test!", "She got her licence after the exam."),
    ("The bakery ran out of rye bread again.", "No more rye loaves left at the shop."),
    ("My knee still hurts after the marathon.", "Running the long race injured his leg."),
    ("We adopted a grey kitten from the shelter.", "They took home a young cat."),
    ("Our flight to Lisbon was delayed by six hours.", "The plane to Portugal left very late."),
]


@pytest.mark.skipif(not minilm_available(), reason="the onnx extra is missing")
def test_shipped_minilm_runs_on_int8_kernels_and_keeps_its_neighbours() -> None:
    """Every one of the model's 36 products moves; each sentence's nearest neighbour among
    the paraphrases is the same as on the float path (ONNX Runtime's folded weights)."""
    int8 = MiniLMEmbedder(threads=1, kernels="int8")
    floats = MiniLMEmbedder(threads=1, kernels="float")
    assert (int8.kernels, floats.kernels) == ("int8", "float")
    assert int8.key != floats.key  # their vectors are stored apart
    done = int8_kernels(int8.model_path)
    assert (done.products, done.biases) == (36, 36)
    left = [a for a, _ in SENTENCES]
    right = [b for _, b in SENTENCES]
    a8, b8 = int8.embed(left), int8.embed(right)
    af, bf = floats.embed(left), floats.embed(right)
    assert 0.98 < float(np.min(np.sum(a8 * af, axis=1))) < 0.99999
    assert list(np.argmax(a8 @ b8.T, axis=1)) == list(np.argmax(af @ bf.T, axis=1))
    assert list(np.argmax(a8 @ b8.T, axis=1)) == list(range(len(SENTENCES)))


X86_VNNI = "processor\t: 0\nflags\t\t: fpu sse2 avx2 avx512f avx512_vnni\n"
X86_AVX2 = "processor\t: 0\nflags\t\t: fpu sse2 avx avx2 fma\n"
ARM_DOT = "processor\t: 0\nFeatures\t: fp asimd evtstrm crc32 asimddp\n"
ARM_OLD = "processor\t: 0\nFeatures\t: fp asimd evtstrm crc32\n"


@pytest.mark.parametrize(
    ("cpuinfo", "weights"),
    [(X86_VNNI, "s8"), (X86_AVX2, "u8"), (ARM_DOT, "s8"), (ARM_OLD, None), ("", None)],
)
def test_int8_only_where_the_products_cannot_overflow(
    tmp_path: Path, cpuinfo: str, weights: str | None
) -> None:
    path = tmp_path / "cpuinfo"
    path.write_text(cpuinfo)
    assert int8_weights(path) == weights
    assert int8_exact(path) is (weights is not None)


def _exact_product(x: np.ndarray, w: np.ndarray, scale: np.ndarray) -> np.ndarray:
    """What ``DynamicQuantizeMatMul`` computes, in integers: ``x`` quantized to uint8 as
    ``DynamicQuantizeLinear`` does, times the int8 weights, each column by its scale."""
    lo, hi = min(0.0, float(x.min())), max(0.0, float(x.max()))
    step = (hi - lo) / 255
    zero = np.clip(np.round(-lo / step), 0, 255)
    q = np.clip(np.round(x / step) + zero, 0, 255).astype(np.int64)
    return ((q - zero) @ w.astype(np.int64)) * step * scale


def test_unsigned_weights_give_the_exact_product_where_signed_pairs_overflow(
    tmp_path: Path,
) -> None:
    """Columns of +127 weights against activations near the top of their range: pairs of
    u8 x s8 products pass 16 bits (saturated without VNNI); stored unsigned, the product is
    the exact one on any processor, with the model's own numbers (each weight + 128, zero
    point 128)."""
    file = _model(tmp_path, bias=False)
    model = onnx.load(str(file))
    w = numpy_helper.to_array(next(i for i in model.graph.initializer if i.name == "w")).copy()
    w[:, :8] = 127
    scale = numpy_helper.to_array(next(i for i in model.graph.initializer if i.name == "scale"))
    for init in model.graph.initializer:
        if init.name == "w":
            init.CopyFrom(numpy_helper.from_array(w, "w"))
    onnx.save(model, str(file))
    done = int8_kernels(file, "u8")
    graph = onnx.load_from_string(done.model).graph
    stored = {i.name: numpy_helper.to_array(i) for i in graph.initializer}
    assert stored["w_u8"].dtype == np.uint8 and set(stored["w_u8_zero"]) == {128}
    np.testing.assert_array_equal(stored["w_u8"].astype(np.int16) - 128, w)
    x = (np.abs(RNG.standard_normal((2, 5, K))) + 2.0).astype(np.float32)
    want = _exact_product(x, w, scale.reshape(-1))
    got = _run(done.model, x)
    assert float(np.abs(got - want).max()) < 1e-5 * float(np.abs(want).max())


def test_no_cpuinfo_means_float(tmp_path: Path) -> None:
    assert int8_exact(tmp_path / "missing") is False


def test_kernels_are_checked() -> None:
    assert use_int8("int8") is True and use_int8("float") is False
    assert use_int8("auto") is int8_exact()
    with pytest.raises(ConfigError, match="auto, int8, float"):
        use_int8("fast")
    assert minilm_key("int8") != minilm_key("float")


@pytest.mark.skipif(not minilm_available(), reason="the onnx extra is missing")
def test_auto_follows_the_processor(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(int8_module, "int8_exact", lambda *a: False)
    assert MiniLMEmbedder(threads=1).kernels == "float"
    monkeypatch.setattr(int8_module, "int8_exact", lambda *a: True)
    assert MiniLMEmbedder(threads=1).kernels == "int8"


def test_minilm_salience_features_are_stored_apart_by_kernels(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from swcmem.consolidate.config import ConsolidationConfig
    from swcmem.consolidate.scoring import feature_kinds

    config = ConsolidationConfig(embedder="minilm")
    monkeypatch.setattr(int8_module, "int8_exact", lambda *a: False)
    on_float = feature_kinds(config)[0]
    monkeypatch.setattr(int8_module, "int8_exact", lambda *a: True)
    on_int8 = feature_kinds(config)[0]
    assert on_float == "embedding:minilm"  # as stores made before int8 kernels hold them
    assert on_int8 != on_float
    assert feature_kinds(ConsolidationConfig(embedder="lexical"))[0] == "terms"
