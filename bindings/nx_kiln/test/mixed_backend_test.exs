defmodule Kiln.MixedBackendTest do
  # Nx.BinaryBackend tensors meeting Kiln tensors in one call (#21): Nx picks Kiln.Backend, whose
  # callbacks copy the BinaryBackend operands onto the Kiln operands' device. Each case runs with
  # every mix of its operands' backends (at least one of each) and is compared with the same
  # call on BinaryBackend alone; the result must be a Kiln tensor. The process's default backend
  # is BinaryBackend throughout, so the operands named Kiln are the only Kiln tensors.
  use ExUnit.Case, async: true
  import Kiln.Differential, only: [assert_same: 3, kiln_backend: 0]

  @x [[1.0, -2.0, 3.0], [4.0, 5.5, -6.0]]
  @y [[6.0, 5.0, -4.0], [3.0, -2.0, 1.0]]
  @ix [[7, -3, 2], [9, 4, -5]]
  @z [Complex.new(1.0, 2.0), Complex.new(-0.5, 3.0)]
  @w [Complex.new(0.0, 1.0), 4.0]

  # {name, operands as {value, type}, the call on them, whether Nx 0.13 dispatches on the first
  # operand only (it then calls BinaryBackend when that one is BinaryBackend's: see the test at
  # the end)}. Quoted (the calls are closures); each test evaluates the list and takes its case.
  cases_ast =
    quote do
      [
        {"add", [{@x, :f32}, {@y, :f32}], &Nx.add/2, false},
        {"subtract broadcast", [{@x, :f32}, {[1.0, 2.0, 3.0], :f32}], &Nx.subtract/2, false},
        {"multiply s32 by f32", [{@ix, :s32}, {@y, :f32}], &Nx.multiply/2, false},
        {"less", [{@x, :f32}, {@y, :f32}], &Nx.less/2, false},
        {"remainder", [{@ix, :s32}, {[[2, 3, 4], [5, -2, 3]], :s32}], &Nx.remainder/2, false},
        {"quotient", [{@ix, :s32}, {[[2, 3, 4], [5, -2, 3]], :s32}], &Nx.quotient/2, false},
        {"take", [{@x, :f32}, {[2, 0, 0], :s64}], &Nx.take(&1, &2, axis: 1), false},
        {"take_along_axis", [{@x, :f32}, {[[2, 0], [1, 1]], :s64}], &Nx.take_along_axis(&1, &2, axis: 1), false},
        {"gather", [{@x, :f32}, {[[0, 1], [1, 2], [1, 0]], :s64}], &Nx.gather/2, true},
        {"indexed_add", [{@x, :f32}, {[[0, 1], [1, 2], [0, 1]], :s64}, {[10.0, 20.0, 30.0], :f32}], &Nx.indexed_add/3, false},
        {"indexed_put", [{@x, :f32}, {[[0, 1], [1, 2]], :s64}, {[10.0, 20.0], :f32}], &Nx.indexed_put/3, false},
        {"indexed_put window", [{@x, :f32}, {[[1], [0]], :s64}, {[[7.0, 8.0], [9.0, 10.0]], :f32}],
         &Nx.indexed_put(&1, &2, &3, axes: [0]), false},
        {"concatenate", [{@x, :f32}, {@y, :f32}, {[[0.5, 0.25, 0.125]], :f32}], &Nx.concatenate([&1, &2, &3]), false},
        {"stack", [{@x, :f32}, {@y, :f32}], &Nx.stack([&1, &2], axis: 1), false},
        {"dot", [{@x, :f32}, {[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], :f32}], &Nx.dot/2, false},
        {"dot batched", [{@x, :f32}, {@y, :f32}], &Nx.dot(&1, [1], [0], &2, [1], [0]), false},
        {"select", [{[[1, 0, 1], [0, 0, 1]], :u8}, {@x, :f32}, {@y, :f32}], &Nx.select/3, false},
        {"put_slice", [{@x, :f32}, {[[9.0, 8.0]], :f32}], &Nx.put_slice(&1, [1, 1], &2), true},
        {"put_slice tensor start", [{@x, :f32}, {[[9.0, 8.0]], :f32}, {1, :s64}], &Nx.put_slice(&1, [0, &3], &2), true},
        {"slice tensor start", [{@x, :f32}, {1, :s32}], &Nx.slice(&1, [&2, 1], [1, 2]), true},
        {"clip", [{@x, :f32}, {-1.5, :f32}, {4.5, :f32}], &Nx.clip/3, true},
        {"pad", [{@x, :f32}, {0.5, :f32}], &Nx.pad(&1, &2, [{1, 0, 0}, {0, 2, 1}]), false},
        {"conv", [{[[[1.0, 2.0, 3.0, 4.0]]], :f32}, {[[[1.0, -1.0]]], :f32}], &Nx.conv/2, true},
        {"window_scatter_max", [{@x, :f32}, {[[1.0, 2.0]], :f32}], &Nx.window_scatter_max(&1, &2, 0.0, {2, 2}), false},
        {"triangular_solve", [{[[2.0, 0.0], [1.0, 4.0]], :f32}, {[2.0, 9.0], :f32}], &Nx.LinAlg.triangular_solve/2, false},
        {"solve", [{[[2.0, 1.0], [1.0, 4.0]], :f32}, {[3.0, 9.0], :f32}], &Nx.LinAlg.solve/2, false},
        # Through Kiln's fallback to BinaryBackend (it takes a BEAM function), the result back on Kiln.
        {"reduce", [{@x, :f32}, {1.0, :f32}], &Nx.reduce(&1, &2, fn a, b -> Nx.add(a, b) end), true},
        {"complex times real", [{@z, :c64}, {[2.0, -1.0], :f32}], &Nx.multiply/2, false},
        {"complex add", [{@z, :c64}, {@w, :c64}], &Nx.add/2, false},
        {"complex dot", [{@z, :c64}, {@w, :c64}], &Nx.dot/2, false}
      ]
    end

  names = cases_ast |> Code.eval_quoted([], __ENV__) |> elem(0) |> Enum.map(&elem(&1, 0))
  defp cases, do: unquote(cases_ast)

  defp kiln_device, do: Kiln.Backend.Device.label(elem(kiln_backend(), 1)[:device])

  # Every mix of backends over n operands: a list of booleans (true: Kiln), neither all Kiln nor
  # none.
  defp mixes(n) do
    for bits <- 1..(Bitwise.bsl(1, n) - 2)//1,
        do: for(i <- 0..(n - 1), do: Bitwise.band(bits, Bitwise.bsl(1, i)) != 0)
  end

  defp operands(specs, kiln, backend) do
    Enum.zip_with(specs, kiln, fn {value, type}, on_kiln ->
      Nx.tensor(value, type: type, backend: if(on_kiln, do: backend, else: Nx.BinaryBackend))
    end)
  end

  defp check(label, specs, fun, first_only, backend, device) do
    expected =
      Nx.with_default_backend(Nx.BinaryBackend, fn -> apply(fun, operands(specs, Enum.map(specs, fn _ -> false end), backend)) end)

    for kiln <- mixes(length(specs)), hd(kiln) or not first_only do
      got = Nx.with_default_backend(Nx.BinaryBackend, fn -> apply(fun, operands(specs, kiln, backend)) end)
      where = "#{label} with #{kiln |> Enum.map(&if(&1, do: "Kiln", else: "Binary")) |> Enum.join(", ")}"
      assert_same(where, got, expected)
      assert got.data.device == device, "#{where}: on #{got.data.device}, not #{device}"
    end
  end

  defp check(name, backend, device) do
    {^name, specs, fun, first_only} = List.keyfind(cases(), name, 0)
    check(name, specs, fun, first_only, backend, device)
  end

  for name <- names do
    test name, do: check(unquote(name), kiln_backend(), kiln_device())
  end

  # On a device other than Kiln's default, the BinaryBackend operands go to the Kiln operands'
  # device (Kiln refuses operands on two devices).
  @other (case Kiln.Device.all!()
               |> Enum.map(&Kiln.Device.info!(&1).label)
               |> Enum.reject(&(&1 == Kiln.Backend.Device.label(nil))) do
            [other | _] -> other
            [] -> nil
          end)

  describe "on a device other than Kiln's default" do
    @describetag skip: if(@other, do: false, else: "a single Kiln device")
    for name <- ["add", "take", "indexed_add", "concatenate", "select", "put_slice tensor start", "complex add"] do
      test name, do: check(unquote(name), {Kiln.Backend, device: @other}, @other)
    end
  end

  describe "complex tensors live on Kiln" do
    test "Nx.tensor, Nx.from_binary and constants of a complex type are Kiln tensors" do
      z = Nx.tensor([Complex.new(1, 2), Complex.new(-3.5, 0.25)], backend: Kiln.Backend)
      assert %Kiln.Backend{} = z.data
      assert Nx.to_flat_list(z) == [Complex.new(1.0, 2.0), Complex.new(-3.5, 0.25)]

      one = Nx.tensor(Complex.new(1, -2), type: :c128, backend: Kiln.Backend)
      assert %Kiln.Backend{} = one.data
      assert Nx.to_number(one) == Complex.new(1.0, -2.0)

      filled = Nx.broadcast(Nx.tensor(Complex.new(0.5, 1.5), backend: Kiln.Backend), {2, 2})
      assert %Kiln.Backend{} = filled.data
      assert Nx.to_flat_list(filled) == List.duplicate(Complex.new(0.5, 1.5), 4)

      real = Nx.tensor(3, type: :c64, backend: Kiln.Backend)
      assert %Kiln.Backend{} = real.data
      assert Nx.to_number(real) == Complex.new(3.0, 0.0)

      binary = Nx.to_binary(Nx.tensor([Complex.new(1, 2)], backend: Nx.BinaryBackend))
      assert %Kiln.Backend{} = Nx.from_binary(binary, :c64, backend: Kiln.Backend).data

      iota = Nx.iota({2, 2}, axis: 1, type: :c64, backend: Kiln.Backend)
      assert_same("iota", iota, Nx.iota({2, 2}, axis: 1, type: :c64, backend: Nx.BinaryBackend))
    end

    test "a complex pad value" do
      z = Nx.tensor([Complex.new(1, 2), Complex.new(3, 4)], backend: Kiln.Backend)
      expected = Nx.backend_copy(z, Nx.BinaryBackend)
      assert_same("pad", Nx.pad(z, Complex.new(0, 1), [{1, 2, 1}]), Nx.pad(expected, Complex.new(0, 1), [{1, 2, 1}]))
    end

    test "an op Kiln leaves undefined for complex falls back and comes back to Kiln" do
      z = Nx.tensor([Complex.new(1, 2), Complex.new(-3.5, 0.25)], backend: Kiln.Backend)
      expected = Nx.tensor([Complex.new(1, 2), Complex.new(-3.5, 0.25)], backend: Nx.BinaryBackend)
      assert_same("asin", Nx.asin(z), Nx.asin(expected))
    end

    # Optional callbacks BinaryBackend leaves to Nx's defaults: a complex operand Kiln refuses
    # runs that default on BinaryBackend.
    test "complex cholesky, determinant, solve and qr fall back to Nx's default implementations" do
      values = [[Complex.new(4, 0), Complex.new(0, -2)], [Complex.new(0, 2), Complex.new(5, 0)]]
      z = Nx.tensor(values, backend: Kiln.Backend)
      expected = Nx.tensor(values, backend: Nx.BinaryBackend)
      b = Nx.tensor([Complex.new(1, 1), 2], backend: Kiln.Backend)

      assert_same("cholesky", Nx.LinAlg.cholesky(z), Nx.LinAlg.cholesky(expected))
      assert_same("determinant", Nx.LinAlg.determinant(z), Nx.LinAlg.determinant(expected))
      assert_same("solve", Nx.LinAlg.solve(z, b), Nx.LinAlg.solve(expected, Nx.backend_copy(b, Nx.BinaryBackend)))
      assert_same("qr", Nx.LinAlg.qr(z), Nx.LinAlg.qr(expected))
    end
  end

  # Nx 0.13 calls the first tensor's backend (impl!(tensor)) in gather, slice, put_slice, clip,
  # conv and reduce: with a BinaryBackend tensor first, BinaryBackend runs and cannot read the
  # Kiln operands, and Kiln.Backend is never called (the README says so). take and
  # take_along_axis are blocks since Nx 0.12, dispatched on all their tensors: Kiln runs them.
  # If Nx starts choosing from every operand in gather, this fails: drop the first_only flags above.
  test "Nx 0.13 runs gather on BinaryBackend when its first tensor is BinaryBackend's, take on Kiln" do
    t = Nx.tensor([1.0, 2.0, 3.0], backend: Nx.BinaryBackend)
    assert_raise FunctionClauseError, fn -> Nx.gather(t, Nx.tensor([[0], [2]], backend: Kiln.Backend)) end
    assert Nx.to_flat_list(Nx.gather(t, Nx.tensor([[0], [2]], backend: Nx.BinaryBackend))) == [1.0, 3.0]
    taken = Nx.take(t, Nx.tensor([0, 2], backend: Kiln.Backend))
    assert %Kiln.Backend{} = taken.data
    assert Nx.to_flat_list(taken) == [1.0, 3.0]
  end
end
