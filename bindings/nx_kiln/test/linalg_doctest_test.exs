defmodule Kiln.LinAlgDoctestTest do
  # Nx.LinAlg's doctests with Kiln.Backend as the default backend (test_helper.exs sets it),
  # except the functions some of whose cases print other digits than Nx's own algorithms give:
  # Nx's Jacobi eigh (Kiln returns its order and signs, but eigenvectors' last digits differ and a
  # repeated eigenvalue's eigenspace has another basis), QDWH svd and the pinv, least_squares
  # and invert (matrix_power -1) built on them, the last digit of one qr r (Kiln's sqrt(2) is
  # the correctly rounded one), a rounded solve printing -0.0 where BinaryBackend prints 0.0, and
  # determinant's float32 digits for 4x4 and larger (Nx's own LU loop rounds each product: it
  # prints 47.999996 and 630.00006 where kiln_linalg_lu, LAPACK's getrf with fused multiply-adds,
  # gives the exact 48.0 and 630.0), triangular_solve of a singular matrix, which raises
  # BinaryBackend's error when its result is
  # evaluated, not at the call (Kiln is lazy; the doctest reads nothing). lu's
  # product p l u passes as written: the CPU sums float32 products this small in float64 and
  # rounds once, as BinaryBackend's dot does. Each excluded function is
  # re-tested below: against BinaryBackend within float32 tolerance where Nx's digits are
  # right, else by the property its doctests show (a = p l u, a = q r, a v = v diag(w), ...).
  # `--include linalg` also runs every doctest as written (Kiln.LinAlgAllDoctestTest).
  use ExUnit.Case, async: true
  import Kiln.Differential, only: [compare: 2]

  # On Vulkan also lu (its doctest prints p l u with Nx's own rounding, 3.9999998 for 4; the GPU's
  # float32 sums give 4.0 exactly). (norm passes there since float32 power is within an ulp: Nx's
  # norm is a power 1/2, which the driver's exp2(y log2 x) made 5.0000005 for 5.)
  @except [eigh: 2, svd: 2, pinv: 2, least_squares: 3, matrix_power: 2, qr: 2, solve: 2, triangular_solve: 3, determinant: 1] ++
            if(String.starts_with?(System.get_env("KILN_DEVICE", "cpu"), "vulkan"), do: [lu: 1], else: [])
  doctest Nx.LinAlg, except: @except

  defp assert_close(label, got, want, tolerance) do
    got = Nx.backend_copy(got, Nx.BinaryBackend)
    want = Nx.backend_copy(want, Nx.BinaryBackend)
    assert got.shape == want.shape, label
    diff = got |> Nx.subtract(want) |> Nx.abs() |> Nx.reduce_max() |> Nx.to_number()
    assert diff <= tolerance, "#{label}: off by #{diff}\n#{inspect(got)}\n#{inspect(want)}"
  end

  defp matmul(a, b), do: Nx.dot(a, [-1], Nx.rank(a) |> batch_axes(), b, [-2], Nx.rank(b) |> batch_axes())
  defp batch_axes(rank), do: Enum.to_list(0..(rank - 3)//1)

  test "lu: Nx's pivot order, p, l and u as BinaryBackend's; p l u = a" do
    for a <- [[[1, 2, 3], [4, 5, 6], [7, 8, 9]], [[1, 0, 1], [-1, 0, -1], [1, 1, 1]], [[[9, 8, 7], [6, 5, 4], [3, 2, 1]], [[-1, 0, -1], [1, 0, 1], [1, 1, 1]]]] do
      compare("lu", fn -> Nx.LinAlg.lu(Nx.tensor(a)) end)
      {p, l, u} = Nx.LinAlg.lu(Nx.tensor(a))
      assert_close("p l u", matmul(matmul(Nx.as_type(p, :f32), l), u), Nx.tensor(a, type: :f32), 1.0e-6)
    end
  end

  test "lu of a 12x12 and a batch: BinaryBackend's p, l, u (and determinant)" do
    {values, _} = Enum.map_reduce(1..144, :rand.seed_s(:exsss, {7, 8, 9}), fn _, s -> :rand.uniform_s(s) end)
    rows = values |> Enum.map(&(&1 * 6 - 3)) |> Enum.chunk_every(12)
    batch = [rows, Enum.reverse(rows)]
    compare("lu 12x12", fn -> Nx.LinAlg.lu(Nx.tensor(rows)) end)
    compare("lu batch", fn -> Nx.LinAlg.lu(Nx.tensor(batch, type: :f64)) end)

    for m <- [rows, Enum.take(Enum.map(rows, &Enum.take(&1, 3)), 3), Enum.take(Enum.map(rows, &Enum.take(&1, 2)), 2)] do
      compare("determinant", fn -> Nx.LinAlg.determinant(Nx.tensor(m)) end)
    end
  end

  test "determinant: its doctests' matrices within float32 tolerance of BinaryBackend (exact where Kiln is)" do
    matrices = [
      [[1, 2], [3, 4]],
      [[1.0, 2.0, 3.0], [1.0, -2.0, 3.0], [7.0, 8.0, 9.0]],
      [[1.0, 0.0], [3.0, 0.0]],
      [[1.0, 2.0, 3.0], [-1.0, -2.0, -3.0], [4.0, 5.0, 6.0]],
      [[1, 0, 0, 0], [0, 1, 2, 3], [0, 1, -2, 3], [0, 7, 8, 9.0]],
      [[0, 0, 0, 0, -1], [0, 1, 2, 3, 0], [0, 1, -2, 3, 0], [0, 7, 8, 9, 0], [1, 0, 0, 0, 0]],
      [[[2, 4, 6, 7], [5, 1, 8, 8], [1, 7, 3, 1], [3, 9, 2, 4]], [[2, 5, 1, 3], [4, 1, 7, 9], [6, 8, 3, 2], [7, 8, 1, 4]]]
    ]

    for m <- matrices, do: compare("determinant", fn -> Nx.LinAlg.determinant(Nx.tensor(m)) end)
    assert Nx.to_flat_list(Nx.LinAlg.determinant(Nx.tensor(Enum.at(matrices, 6)))) == [630.0, 630.0]
    assert Nx.to_number(Nx.LinAlg.determinant(Nx.tensor(Enum.at(matrices, 5)))) == 48.0
  end

  test "qr: a = q r, q orthonormal, r upper triangular, signs as Nx's Householder QR" do
    for rows <- [[[-3, 2, 1], [0, 1, 1], [0, 0, -1]], [[3, 2, 1], [0, 1, 1], [0, 0, 1], [0, 0, 1]], [[3, 2, 1], [0, 1, 1], [0, 0, 1], [0, 0, 0]]],
        mode <- [:reduced, :complete] do
      a = Nx.tensor(rows, type: :f32)
      {q, r} = Nx.LinAlg.qr(a, mode: mode)
      assert_close("q r", Nx.dot(q, r), a, 1.0e-6)
      assert_close("q^T q", Nx.dot(Nx.transpose(q), q), Nx.eye(elem(q.shape, 1)), 1.0e-6)
      assert_close("tril(r)", Nx.tril(r, k: -1), Nx.broadcast(0.0, r.shape), 0.0)
      # Reduced q's columns are unique up to sign; complete q's extra ones span the complement in
      # any basis.
      if mode == :reduced, do: compare("qr signs", fn -> Nx.LinAlg.qr(Nx.tensor(rows, type: :f32)) end)
    end
  end

  test "eigh: a v = v diag(w) with orthonormal v; eigenvalues as exact ones (Nx's order: decreasing magnitude)" do
    for {a, exact} <- [{[[1, 0], [0, 2]], [2.0, 1.0]}, {[[0, 1, 2], [1, 0, 2], [2, 2, 3]], [5.0, -1.0, -1.0]}, {[[2, 5], [5, 6]], [4 + :math.sqrt(29), 4 - :math.sqrt(29)]}] do
      a = Nx.tensor(a, type: :f32)
      {w, v} = Nx.LinAlg.eigh(a)
      assert_close("eigenvalues", w, Nx.tensor(exact), 1.0e-5)
      assert_close("a v", Nx.dot(a, v), Nx.multiply(v, w), 1.0e-5)
      assert_close("v^T v", Nx.dot(Nx.transpose(v), v), Nx.eye(elem(v.shape, 0)), 1.0e-6)
      # Each eigenvector's largest-magnitude component is positive (as svd's singular vectors).
      lead = v |> Nx.abs() |> Nx.argmax(axis: 0) |> Nx.new_axis(0) |> then(&Nx.take_along_axis(v, &1, axis: 0))
      assert Nx.to_number(Nx.all(Nx.greater(lead, 0))) == 1
    end
  end

  test "svd: singular values as BinaryBackend's; u diag(s) vt = a" do
    for a <- [[[1, 0, 0], [0, 1, 0], [0, 0, -1]], [[2, 0, 0], [0, 3, 0], [0, 0, -1], [0, 0, 0]]], full <- [true, false] do
      compare("singular values", fn -> elem(Nx.LinAlg.svd(Nx.tensor(a), full_matrices?: full), 1) end)
      {u, s, vt} = Nx.LinAlg.svd(Nx.tensor(a), full_matrices?: false)
      assert_close("u s vt", Nx.dot(Nx.multiply(u, s), vt), Nx.tensor(a, type: :f32), 1.0e-6)
    end
  end

  test "pinv, least_squares, matrix_power: the properties that define them" do
    for a <- [[[1, 1], [3, 4]], [[0.5, 0], [0, 1], [0.5, 0]], [[1, 2, 3], [4, 5, 6]]] do
      a = Nx.tensor(a, type: :f32)
      assert_close("a pinv(a) a", a |> Nx.dot(Nx.LinAlg.pinv(a)) |> Nx.dot(a), a, 1.0e-5)
    end

    assert_close("pinv of a vector", Nx.LinAlg.pinv(Nx.tensor([0, 1, 2])), Nx.tensor([0.0, 0.2, 0.4]), 1.0e-6)

    for {a, b} <- [{[[1, 2], [2, 3]], [1, 2]}, {[[0, 1], [1, 1], [2, 1], [3, 1]], [-1, 0.2, 0.9, 2.1]}, {[[1, 2, 3], [4, 5, 6]], [1, 2]}] do
      {a, b} = {Nx.tensor(a, type: :f32), Nx.tensor(b, type: :f32)}
      x = Nx.LinAlg.least_squares(a, b)
      # The normal equations a^T (a x - b) = 0, and for a wide a the minimum-norm x (in a^T's range).
      assert_close("normal equations", Nx.dot(Nx.transpose(a), Nx.subtract(Nx.dot(a, x), b)), Nx.broadcast(0.0, x.shape), 1.0e-5)
    end

    assert_close("lstsq x", Nx.LinAlg.least_squares(Nx.tensor([[0, 1], [1, 1], [2, 1], [3, 1]]), Nx.tensor([-1, 0.2, 0.9, 2.1])), Nx.tensor([1.0, -0.95]), 1.0e-6)

    a = Nx.iota({2, 2, 2})
    # Entries of a^3 reach 1e4, of a^-3 1e2: the product is I within float32 rounding of 1e6-sized sums.
    assert_close("a^-3 a^3", matmul(Nx.LinAlg.matrix_power(a, -3), Nx.LinAlg.matrix_power(a, 3)), Nx.broadcast(Nx.eye(2), {2, 2, 2}), 2.0e-2)
    compare("matrix_power", fn -> {Nx.LinAlg.matrix_power(Nx.tensor([[1, 2], [3, 4]]), 6), Nx.LinAlg.matrix_power(Nx.eye(3), 65535)} end)
    assert_close("inverse", Nx.LinAlg.matrix_power(Nx.tensor([[1, 2], [3, 4]]), -1), Nx.tensor([[-2.0, 1.0], [1.5, -0.5]]), 1.0e-6)
  end

  test "norm within float32 tolerance of BinaryBackend (its doctests' cases)" do
    compare("norm", fn ->
      m = Nx.tensor([[3, -2], [2, -4]])

      {Nx.LinAlg.norm(Nx.tensor([3, 4])), Nx.LinAlg.norm(Nx.tensor([3, 4]), ord: 1), Nx.LinAlg.norm(Nx.tensor([3, -4]), ord: :inf),
       Nx.LinAlg.norm(Nx.tensor([3, -4, 0, 0]), ord: 0), Nx.LinAlg.norm(Nx.tensor([[3, -1], [2, -4]]), ord: -1),
       Nx.LinAlg.norm(m, ord: 1), Nx.LinAlg.norm(m, ord: :neg_inf), Nx.LinAlg.norm(m, ord: :inf),
       Nx.LinAlg.norm(Nx.tensor([[3, 0], [0, -4]]), ord: :frobenius), Nx.LinAlg.norm(Nx.tensor([[1, 0, 0], [0, -4, 0], [0, 0, 9]]), ord: :nuclear),
       Nx.LinAlg.norm(Nx.tensor([[1, 0, 0], [0, -4, 0], [0, 0, 9]]), ord: -2), Nx.LinAlg.norm(Nx.tensor([[3, 4], [0, -4]]), axes: [1]),
       Nx.LinAlg.norm(Nx.tensor([[0, 0], [0, 0]]))}
    end)

    assert_raise ArgumentError, fn -> Nx.LinAlg.norm(Nx.tensor([3, 4]), ord: :frobenius) end
  end

  test "solve and triangular_solve within float32 tolerance of BinaryBackend" do
    compare("solve", fn ->
      a = Nx.tensor([[[14, 10], [9, 9]], [[4, 11], [2, 3]]])
      b = Nx.tensor([[[2, 4], [3, 2]], [[1, 5], [-3, -1]]])
      {Nx.LinAlg.solve(a, b), Nx.LinAlg.solve(Nx.tensor([[1, 0, 1], [1, 1, 0], [1, 1, 1]]), Nx.tensor([0, 2, 1]))}
    end)

    compare("triangular_solve", fn ->
      a = Nx.tensor([[3, 0, 0, 0], [2, 1, 0, 0], [1, 0, 1, 0], [1, 1, 1, 1]])
      {Nx.LinAlg.triangular_solve(a, Nx.tensor([4, 2, 4, 2])),
       Nx.LinAlg.triangular_solve(Nx.transpose(a), Nx.tensor([2, 4, 2, 4]), lower: false),
       Nx.LinAlg.triangular_solve(Nx.tensor([[[1, 0], [2, 3]], [[4, 0], [5, 6]]]), Nx.tensor([[2, -1], [3, 7]])),
       Nx.LinAlg.triangular_solve(a, Nx.tensor([[1, 2, 3, 4], [5, 6, 7, 8]]), left_side: false)}
    end)

    # A zero on the diagonal: BinaryBackend's error, raised when the result is evaluated (in a
    # batch too, where it is the second matrix's); solve's singular matrix likewise.
    a = Nx.tensor([[[2, 0], [1, 1]], [[1, 0], [1, 0]]])

    assert_raise ArgumentError, "can't solve for singular matrix", fn ->
      a |> Nx.LinAlg.triangular_solve(Nx.tensor([[1, 2], [1, 2]])) |> Nx.to_flat_list()
    end

    assert_raise ArgumentError, "can't solve for singular matrix", fn ->
      Nx.tensor([[1, 2], [2, 4]]) |> Nx.LinAlg.solve(Nx.tensor([1, 2])) |> Nx.to_flat_list()
    end
  end
end

defmodule Kiln.LinAlgAllDoctestTest do
  # Every Nx.LinAlg doctest as written (the count in the README): `--include linalg`.
  use ExUnit.Case, async: true
  @moduletag :linalg
  doctest Nx.LinAlg
end
