defmodule Kiln.OpsTest do
  use ExUnit.Case, async: true

  setup do
    {:ok, a: Kiln.tensor!([[1, 2, 3], [4, 5, 6]], :float32)}
  end

  test "fourier transforms as numpy.fft's" do
    x = Kiln.tensor!([1, 2, 3, 4], :float32)
    spectrum = Kiln.rfft!(x)
    assert Kiln.dtype!(spectrum) == :complex64
    assert_close(Kiln.real!(spectrum), [10.0, -2.0, -2.0])
    assert_close(Kiln.imag!(spectrum), [0.0, 2.0, 0.0])
    assert_close(Kiln.irfft!(spectrum, lengths: [4]), [1.0, 2.0, 3.0, 4.0])
    assert_close(Kiln.real!(Kiln.fft!(Kiln.fft!(x), inverse: true)), [1.0, 2.0, 3.0, 4.0])
    assert_close(Kiln.real!(Kiln.fft!(x, norm: :forward)), [2.5, -0.5, -0.5, -0.5])
    assert Kiln.shape!(Kiln.fft!(Kiln.zeros!({2, 3}), axes: [0], lengths: [5])) == {5, 3}
    assert {:error, %Kiln.Error{status: :invalid_argument}} = Kiln.fft(x, lengths: [0], axes: [0])
    assert {:error, %Kiln.Error{status: :unsupported_dtype}} = Kiln.rfft(spectrum)
  end

  defp assert_close(t, want) do
    for {got, w} <- Enum.zip(Kiln.to_list!(t), want), do: assert_in_delta(got, w, 1.0e-5)
  end

  test "lazy ops compute on eval", %{a: a} do
    c = Kiln.multiply!(Kiln.add!(a, Kiln.arange!(0, 3)), a)
    refute Kiln.evaluated?(c)
    assert Kiln.eval!(c) == c
    assert Kiln.evaluated?(c)
    assert Kiln.to_list!(c) == [[1.0, 6.0, 15.0], [16.0, 30.0, 48.0]]
  end

  test "eval takes a list and returns it", %{a: a} do
    s = Kiln.sum!(a, axes: 1)
    m = Kiln.max!(a)
    assert Kiln.eval!([s, m]) == [s, m]
    assert Kiln.to_list!(s) == [6.0, 15.0]
    assert Kiln.to_list!(m) == 6.0
  end

  test "reductions take axes and keepdims", %{a: a} do
    assert Kiln.shape!(Kiln.sum!(a, axes: [0], keepdims: true)) == {1, 3}
    assert Kiln.to_list!(Kiln.mean!(a, axes: [0])) == [2.5, 3.5, 4.5]
    assert Kiln.to_list!(Kiln.argmax!(a, axes: [1])) == [2, 2]
    assert Kiln.dtype!(Kiln.sum!(Kiln.astype!(a, :int8))) == :int64
  end

  test "numbers as operands take the tensor's dtype", %{a: a} do
    assert Kiln.to_list!(Kiln.subtract!(10, a)) == [[9.0, 8.0, 7.0], [6.0, 5.0, 4.0]]
    assert Kiln.to_list!(Kiln.greater!(a, 3)) == [[false, false, false], [true, true, true]]
  end

  test "unary ops from the spec, Kernel names included", %{a: a} do
    assert Kiln.to_list!(Kiln.negative!(a)) == [[-1.0, -2.0, -3.0], [-4.0, -5.0, -6.0]]
    assert Kiln.to_list!(Kiln.abs!(Kiln.tensor!([-1, 2], :int32))) == [1, 2]
    assert Kiln.to_list!(Kiln.round!(Kiln.tensor!([0.5, 1.5, 2.4]))) == [0.0, 2.0, 2.0]
    assert Kiln.to_list!(Kiln.sqrt!(Kiln.tensor!([4.0, 9.0], :float64))) == [2.0, 3.0]
  end

  test "shape ops", %{a: a} do
    assert Kiln.to_list!(Kiln.reshape!(a, {3, 2})) == [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]
    assert Kiln.to_list!(Kiln.transpose!(a)) == [[1.0, 4.0], [2.0, 5.0], [3.0, 6.0]]
    assert Kiln.to_list!(Kiln.slice!(a, [0, 1], [2, 3], [1, 1])) == [[2.0, 3.0], [5.0, 6.0]]
    assert Kiln.to_list!(Kiln.flip!(a, [1])) == [[3.0, 2.0, 1.0], [6.0, 5.0, 4.0]]
    assert Kiln.shape!(Kiln.expand_dims!(a, [0])) == {1, 2, 3}
    assert Kiln.shape!(Kiln.squeeze!(Kiln.zeros!({1, 3, 1}))) == {3}
    assert Kiln.shape!(Kiln.broadcast_to!(Kiln.arange!(0, 3), {4, 3})) == {4, 3}
    assert Kiln.to_list!(Kiln.pad!(Kiln.tensor!([1], :int32), [1], [2], 9)) == [9, 1, 9, 9]
    assert Kiln.shape!(Kiln.concatenate!([a, a], 0)) == {4, 3}
    assert Kiln.shape!(Kiln.stack!([a, a, a], 1)) == {2, 3, 3}
  end

  test "matmul, where, clip, take, astype, bitcast", %{a: a} do
    assert Kiln.to_list!(Kiln.matmul!(a, Kiln.transpose!(a))) == [[14.0, 32.0], [32.0, 77.0]]
    cond_ = Kiln.tensor!([true, false], :bool)
    assert Kiln.to_list!(Kiln.where!(cond_, Kiln.ones!({2}), Kiln.zeros!({2}))) == [1.0, 0.0]
    assert Kiln.to_list!(Kiln.clip!(Kiln.arange!(0, 5), Kiln.tensor!(1.0), nil)) == [1.0, 1.0, 2.0, 3.0, 4.0]
    assert Kiln.to_list!(Kiln.take!(a, Kiln.tensor!([2, 0], :int64), 1)) == [[3.0, 1.0], [6.0, 4.0]]
    assert Kiln.to_list!(Kiln.astype!(Kiln.tensor!([1.9, -1.9]), :int32)) == [1, -1]
    assert Kiln.to_list!(Kiln.bitcast!(Kiln.tensor!([1.0]), :uint32)) == [0x3F800000]
  end

  test "conv and window ops (Nx's semantics)", %{a: a} do
    x = Kiln.reshape!(a, {1, 1, 2, 3})
    w = Kiln.ones!({1, 1, 2, 2})
    assert Kiln.to_list!(Kiln.conv!(x, w)) == [[[[12.0, 16.0]]]]
    assert Kiln.to_list!(Kiln.conv!(x, w, strides: [1, 2], padding_low: [0, 1], padding_high: [0, 0])) == [[[[5.0, 16.0]]]]
    assert Kiln.to_list!(Kiln.window_max!(a, {1, 2})) == [[2.0, 3.0], [5.0, 6.0]]
    assert Kiln.to_list!(Kiln.window_sum!(a, {2, 2}, padding_low: [0, 1], padding_high: [0, 0])) == [[5.0, 12.0, 16.0]]
    assert Kiln.to_list!(Kiln.window_scatter_min!(a, Kiln.tensor!([[10.0, 20.0]]), 0.5, {2, 2})) ==
             [[10.5, 20.5, 0.5], [0.5, 0.5, 0.5]]
    assert {:error, %Kiln.Error{status: :invalid_argument}} = Kiln.window_min(a, {3, 1})
  end

  test "dot_general, activations", %{a: a} do
    # a . a^T over the last axis; then batch axis 0 of an int32 copy with itself (wraps in int32).
    assert Kiln.to_list!(Kiln.dot_general!(a, [1], [], a, [1], [])) == [[14.0, 32.0], [32.0, 77.0]]
    i = Kiln.astype!(a, :int32)
    batched = Kiln.dot_general!(i, [1], [0], i, [1], [0])
    assert Kiln.dtype!(batched) == :int32
    assert Kiln.to_list!(batched) == [14, 77]
    assert {:error, %Kiln.Error{status: :shape_mismatch}} = Kiln.dot_general(a, [0], [], a, [1], [])
    x = Kiln.tensor!([-2.0, 0.0, 3.0], :float32)
    assert Kiln.to_list!(Kiln.relu!(x)) == [0.0, 0.0, 3.0]
    assert Kiln.to_list!(Kiln.leaky_relu!(x, 0.5)) == [-1.0, 0.0, 3.0]
    [e, z, p] = Kiln.to_list!(Kiln.elu!(x))
    assert_in_delta e, :math.exp(-2.0) - 1, 1.0e-6
    assert {z, p} == {0.0, 3.0}
    assert_in_delta Enum.at(Kiln.to_list!(Kiln.gelu!(x)), 2), 3.0 * (1 + :math.erf(3.0 / :math.sqrt(2.0))) / 2, 1.0e-6
  end

  test "copy and to_device keep values", %{a: a} do
    assert Kiln.to_list!(Kiln.copy!(a)) == Kiln.to_list!(a)
    assert Kiln.to_list!(Kiln.to_device!(a, "cpu")) == Kiln.to_list!(a)
  end

  test "fused fast ops: rms_norm, layer_norm, scaled_dot_product_attention" do
    x = Kiln.tensor!([[1.0, 2.0, 3.0, 4.0], [-1.0, 0.0, 1.0, 2.0]])
    w = Kiln.tensor!([1.0, 2.0, 1.0, 0.5])
    [r1, _] = Kiln.to_list!(Kiln.rms_norm!(x, weight: w, eps: 0))
    inv = 1 / :math.sqrt(30 / 4)
    Enum.zip([r1, [1.0 * inv, 4.0 * inv, 3.0 * inv, 2.0 * inv]]) |> Enum.each(fn {g, e} -> assert_in_delta g, e, 1.0e-6 end)
    [l1, _] = Kiln.to_list!(Kiln.layer_norm!(x, eps: 0.0))
    Enum.zip([l1, [-1.3416408, -0.4472136, 0.4472136, 1.3416408]]) |> Enum.each(fn {g, e} -> assert_in_delta g, e, 1.0e-6 end)
    # One query, two keys: weights softmax([0, 1]) -> out = v0 * p0 + v1 * p1.
    q = Kiln.reshape!(Kiln.tensor!([0.0, 1.0]), {1, 1, 1, 2})
    k = Kiln.reshape!(Kiln.tensor!([1.0, 0.0, 0.0, 1.0]), {1, 1, 2, 2})
    v = Kiln.reshape!(Kiln.tensor!([10.0, 0.0, 0.0, 10.0]), {1, 1, 2, 2})
    p1 = :math.exp(1) / (1 + :math.exp(1))
    [[[[a, b]]]] = Kiln.to_list!(Kiln.scaled_dot_product_attention!(q, k, v, scale: 1.0))
    assert_in_delta a, 10 * (1 - p1), 1.0e-5
    assert_in_delta b, 10 * p1, 1.0e-5
    assert {:error, %Kiln.Error{status: :shape_mismatch}} = Kiln.scaled_dot_product_attention(q, Kiln.zeros!({1, 1, 2, 3}), v)
  end

  test "linear algebra: factors, solves and determinants (float64, exact small cases)" do
    close = fn got, want ->
      Enum.zip(List.flatten(Kiln.to_list!(got)), List.flatten(want)) |> Enum.each(fn {g, w} -> assert_in_delta g, w, 1.0e-12 end)
    end

    a = Kiln.tensor!([[4, 2], [2, 3]], :float64)
    l = Kiln.linalg_cholesky!(a)
    close.(Kiln.matmul!(l, Kiln.transpose!(l)), [[4.0, 2.0], [2.0, 3.0]])
    assert Kiln.to_list!(Kiln.linalg_cholesky!(Kiln.tensor!([[4, 0], [0, 9]], :float64), upper: true)) == [[2.0, 0.0], [0.0, 3.0]]
    close.(Kiln.linalg_solve!(a, Kiln.tensor!([8, 7], :float64)), [1.25, 1.5])
    assert_in_delta Kiln.to_list!(Kiln.linalg_det!(a)), 8.0, 1.0e-12
    {sign, logdet} = Kiln.linalg_slogdet!(a)
    assert Kiln.to_list!(sign) == 1.0
    assert_in_delta Kiln.to_list!(logdet), :math.log(8.0), 1.0e-12
    {p, lo, u} = Kiln.linalg_lu!(Kiln.tensor!([[1, 2], [3, 4]], :float64))
    assert Kiln.to_list!(p) == [[0.0, 1.0], [1.0, 0.0]]
    close.(Kiln.matmul!(Kiln.matmul!(p, lo), u), [[1.0, 2.0], [3.0, 4.0]])
    x = Kiln.linalg_triangular_solve!(Kiln.tensor!([[2, 0], [1, 4]], :float64), Kiln.tensor!([2, 9], :float64))
    close.(x, [1.0, 2.0])
    {q, r} = Kiln.linalg_qr!(a, complete: true)
    assert Kiln.shape!(q) == {2, 2} and Kiln.shape!(r) == {2, 2}
    {w, _v} = Kiln.linalg_eigh!(Kiln.tensor!([[2, 0], [0, 1]], :float64))
    close.(w, [1.0, 2.0])
    {_u, s, _vh} = Kiln.linalg_svd!(Kiln.tensor!([[3, 0], [0, -5]], :float64), full_matrices: false)
    close.(s, [5.0, 3.0])
    close.(Kiln.linalg_inv!(Kiln.tensor!([[2, 0], [0, 4]], :float64)), [[0.5, 0.0], [0.0, 0.25]])
    assert {:error, %Kiln.Error{status: :invalid_argument}} = Kiln.eval(Kiln.linalg_inv!(Kiln.tensor!([[1, 2], [2, 4]], :float64)))
  end

  test "semantics of issue 18: fmod, round_half_away, pad_general, dynamic slices, permutation", %{a: a} do
    assert Kiln.to_list!(Kiln.fmod!(Kiln.tensor!([-7, 7], :int32), Kiln.tensor!([2, -2], :int32))) == [-1, 1]
    assert Kiln.to_list!(Kiln.round_half_away!(Kiln.tensor!([0.5, -2.5, 2.4]))) == [1.0, -3.0, 2.0]
    assert Kiln.to_list!(Kiln.pad_general!(a, [0, -1], [1, 1], [0, 1], -1)) ==
             [[-1.0, 2.0, -1.0, 3.0, -1.0], [-1.0, 5.0, -1.0, 6.0, -1.0], [-1.0, -1.0, -1.0, -1.0, -1.0]]
    starts = Kiln.tensor!([1, 5], :int64)
    assert Kiln.to_list!(Kiln.dynamic_slice!(a, starts, [1, 2])) == [[5.0, 6.0]]
    assert Kiln.to_list!(Kiln.dynamic_update_slice!(a, starts, Kiln.tensor!([[0, 0]], :float32))) ==
             [[1.0, 2.0, 3.0], [4.0, 0.0, 0.0]]
    perm = Kiln.to_list!(Kiln.random_permutation!(Kiln.tensor!([0, 42], :uint32), 10))
    assert Enum.sort(perm) == Enum.to_list(0..9)
    assert {:error, %Kiln.Error{status: :invalid_argument}} = Kiln.random_permutation(Kiln.tensor!([0, 42], :uint32), -1)
  end
end
