defmodule Kiln.DifferentialTest do
  # Every Nx.Backend callback through Nx's API, on Kiln.Backend and on Nx.BinaryBackend, over a
  # matrix of dtypes and shapes (as EMLX's nx_test.exs does).
  use ExUnit.Case, async: true
  import Kiln.Differential, only: [compare: 2, assert_loose: 4, assert_same: 3]

  # The whole matrix on the CPU; on Vulkan (lavapipe with validation, slow here) one type of
  # each kind, so the suite stays within a few minutes.
  @vulkan String.starts_with?(System.get_env("KILN_DEVICE", "cpu"), "vulkan")
  @floats if @vulkan, do: [{:f, 32}, {:f, 16}], else: [{:f, 32}, {:f, 64}, {:f, 16}, {:bf, 16}]
  @ints if @vulkan, do: [{:s, 32}, {:u, 8}], else: [{:s, 8}, {:s, 32}, {:s, 64}, {:u, 8}, {:u, 32}]
  @all @floats ++ @ints

  # Small values every dtype holds; signed ones also negative.
  defp values({:u, _}), do: [[0, 1, 7], [3, 5, 2]]
  defp values({:s, _}), do: [[-3, 1, 7], [3, -5, 0]]
  defp values(_), do: [[-2.5, 0.5, 1.75], [3.0, -0.25, 0.0]]

  defp t(type), do: Nx.tensor(values(type), type: type)
  defp t(list, type), do: Nx.tensor(list, type: type)

  describe "elementwise unary" do
    @float_funs [:exp, :expm1, :sin, :cos, :tan, :tanh, :sigmoid, :erf, :erfc, :atan, :sinh, :cosh, :asinh] ++
                  [:cbrt, :abs, :negate, :sign, :floor, :ceil, :round, :is_nan, :is_infinity]
    for fun <- @float_funs, type <- @floats do
      test "#{fun} #{inspect(type)}" do
        compare("#{unquote(fun)}", fn -> apply(Nx, unquote(fun), [t(unquote(type))]) end)
      end
    end

    for fun <- [:log, :log1p, :sqrt, :rsqrt, :acosh], type <- @floats do
      test "#{fun} on positive #{inspect(type)}" do
        compare("#{unquote(fun)}", fn -> apply(Nx, unquote(fun), [t([[1.0, 2.5, 10.0], [1.5, 100.0, 1.0e3]], unquote(type))]) end)
      end
    end

    for fun <- [:asin, :acos, :atanh, :erf_inv], type <- @floats, {fun, type} != {:erf_inv, {:f, 64}} do
      test "#{fun} on (-1, 1) #{inspect(type)}" do
        compare("#{unquote(fun)}", fn -> apply(Nx, unquote(fun), [t([[-0.9, -0.5, 0.0], [0.25, 0.5, 0.75]], unquote(type))]) end)
      end
    end

    # BinaryBackend's erf_inv is a single-precision approximation evaluated in float64 (about
    # 1e-8 relative); Kiln's (kiln_erf_inv) is float64's: erf of it gives x back, and it is
    # within BinaryBackend's error of BinaryBackend's. |x| = 1 gives infinities, beyond it NaN.
    test "erf_inv {:f, 64}: erf(erf_inv(x)) = x" do
      x = t([[-0.999999, -0.9, -0.5, -1.0e-8, 0.0, 0.25], [0.5, 0.75, 0.99, 0.999999, 0.9999999999, 0.3]], {:f, 64})
      y = Nx.erf_inv(x)
      assert %Kiln.Backend{} = y.data
      back = y |> Nx.backend_copy(Nx.BinaryBackend) |> Nx.erf()
      assert_loose("erf(erf_inv(x))", back, Nx.backend_copy(x, Nx.BinaryBackend), 1.0e-15)
      inner = Nx.slice(x, [0, 1], [2, 3])
      assert_loose("erf_inv", Nx.erf_inv(inner), Nx.erf_inv(Nx.backend_copy(inner, Nx.BinaryBackend)), 1.0e-7)
      edges = Nx.erf_inv(Nx.tensor([-1.0, 1.0, 1.5, -2.0], type: :f64)) |> Nx.to_list()
      assert edges == [:neg_infinity, :infinity, :nan, :nan]
    end

    # Below float64 Kiln.Backend evaluates Nx's own erf_inv (Giles' approximation, as
    # BinaryBackend and XLA): the same bits as BinaryBackend's, so Nx.Random.normal draws the
    # same samples for a key on either backend. (Not bf16: BinaryBackend truncates to it.)
    for type <- [{:f, 32}, {:f, 16}] do
      test "erf_inv #{inspect(type)} has BinaryBackend's bits" do
        type = unquote(type)
        {u, _} = Nx.Random.uniform(Nx.Random.key(7), -1.0, 1.0, shape: {4000}, type: :f32)
        values = Nx.to_flat_list(u) ++ [-1.0, 1.0, 0.0, -0.0, 0.9999999, -0.99999994, 1.0e-30, 0.8291474]
        bits = fn backend -> Nx.tensor(values, type: type, backend: backend) |> Nx.erf_inv() |> Nx.to_binary() end
        assert bits.(Kiln.Backend) == bits.(Nx.BinaryBackend)
        # BinaryBackend raises beyond ±1 (the log of a negative number); Kiln gives NaN.
        assert Nx.tensor([2.0, -1.5, :nan], type: type, backend: Kiln.Backend) |> Nx.erf_inv() |> Nx.to_list() == [:nan, :nan, :nan]
      end
    end

    test "Nx.Random.normal draws BinaryBackend's samples" do
      draw = fn backend ->
        Nx.with_default_backend(backend, fn ->
          {normal, _} = Nx.Random.normal(Nx.Random.key(42), 0.0, 1.0, shape: {64, 64}, type: :f32)
          Nx.to_binary(normal)
        end)
      end

      assert draw.(Kiln.Backend) == draw.(Nx.BinaryBackend)
    end

    for fun <- [:abs, :negate, :sign, :bitwise_not, :floor, :round, :exp, :sin, :count_leading_zeros, :population_count, :is_nan],
        type <- @ints do
      test "#{fun} #{inspect(type)}" do
        compare("#{unquote(fun)}", fn -> apply(Nx, unquote(fun), [t(unquote(type))]) end)
      end
    end

    # BinaryBackend rounds through Erlang's integers: a zero it rounds to is +0.0, bit for bit.
    test "round's zeros are BinaryBackend's" do
      for type <- @floats do
        x = Nx.tensor([-0.4, -0.0, 0.3, -0.5, -2.5, 0.0], type: type)
        assert Nx.to_binary(Nx.round(x)) == Nx.to_binary(Nx.round(Nx.backend_copy(x, Nx.BinaryBackend))), inspect(type)
      end
    end

    test "non-finite floats" do
      for type <- [{:f, 32}, {:f, 64}] do
        compare("specials", fn ->
          x = Nx.tensor([:nan, :infinity, :neg_infinity, 0.0, -0.0], type: type)
          {Nx.is_nan(x), Nx.is_infinity(x), Nx.exp(x), Nx.abs(x), Nx.sign(Nx.tensor([1.0, -2.0, 0.0], type: type))}
        end)
      end
    end
  end

  describe "elementwise binary" do
    @arith [:add, :subtract, :multiply, :divide, :min, :max, :atan2, :remainder, :pow] ++
             [:equal, :not_equal, :less, :less_equal, :greater, :greater_equal] ++
             [:logical_and, :logical_or, :logical_xor]
    for fun <- @arith, type <- @all do
      test "#{fun} #{inspect(type)}" do
        compare("#{unquote(fun)}", fn ->
          a = t(unquote(type))
          b = Nx.tensor(if(unquote(type) in [{:u, 8}, {:u, 32}], do: [2, 3, 1], else: [2, -3, 1]), type: unquote(type))
          b = if unquote(fun) == :pow, do: Nx.abs(b), else: b
          apply(Nx, unquote(fun), [a, b])
        end)
      end
    end

    for fun <- [:quotient, :bitwise_and, :bitwise_or, :bitwise_xor, :left_shift, :right_shift], type <- @ints do
      test "#{fun} #{inspect(type)}" do
        compare("#{unquote(fun)}", fn -> apply(Nx, unquote(fun), [t(unquote(type)), Nx.tensor([1, 2, 3], type: unquote(type))]) end)
      end
    end

    test "mixed types and weak scalars follow Nx's promotion" do
      compare("promotion", fn ->
        u8 = Nx.tensor([1, 2, 250], type: {:u, 8})
        s32 = Nx.tensor([-1, 2, 3], type: {:s, 32})
        f16 = Nx.tensor([0.5, 1.5, 2.5], type: {:f, 16})
        {Nx.add(u8, 10), Nx.add(u8, s32), Nx.multiply(f16, s32), Nx.add(f16, 1.0e-3), Nx.divide(s32, 2),
         Nx.subtract(u8, 251), Nx.multiply(Nx.tensor([1, 2], type: {:bf, 16}), 1.5)}
      end)
    end
  end

  describe "reductions" do
    for fun <- [:sum, :product, :reduce_max, :reduce_min, :all, :any, :mean], type <- @all do
      test "#{fun} #{inspect(type)}" do
        compare("#{unquote(fun)}", fn ->
          x = t(unquote(type))
          {apply(Nx, unquote(fun), [x]), apply(Nx, unquote(fun), [x, [axes: [1]]]),
           apply(Nx, unquote(fun), [x, [axes: [0], keep_axes: true]])}
        end)
      end
    end

    for fun <- [:argmax, :argmin], type <- @all do
      test "#{fun} #{inspect(type)}" do
        compare("#{unquote(fun)}", fn ->
          x = Nx.tensor([[1, 3, 3], [2, 2, 0]], type: unquote(type))
          {apply(Nx, unquote(fun), [x]), apply(Nx, unquote(fun), [x, [axis: 1]]),
           apply(Nx, unquote(fun), [x, [axis: 0, keep_axis: true]]),
           apply(Nx, unquote(fun), [x, [axis: 1, tie_break: :high]]), apply(Nx, unquote(fun), [x, [tie_break: :high]])}
        end)
      end
    end

    for type <- @all do
      test "window reductions #{inspect(type)}" do
        compare("windows", fn ->
          x = Nx.iota({3, 4}, type: unquote(type)) |> Nx.remainder(5)
          {Nx.window_sum(x, {2, 2}, window_dilations: [2, 1], padding: [{1, 0}, {0, 1}]),
           Nx.window_max(x, {2, 3}, padding: :same, strides: [2, 1]), Nx.window_min(x, {3, 1}, padding: :same),
           Nx.window_product(x, {1, 2}, strides: [1, 2]), Nx.window_sum(x, {1, 1})}
        end)
      end
    end

    test "window and cumulative reductions, reduce" do
      compare("windows", fn ->
        x = Nx.iota({3, 4}, type: {:f, 32})
        {Nx.window_sum(x, {2, 2}), Nx.window_max(x, {2, 1}, strides: [1, 2], padding: :same),
         Nx.window_min(x, {1, 2}), Nx.window_product(x, {2, 2}), Nx.cumulative_sum(x, axis: 1),
         Nx.cumulative_product(x, axis: 0), Nx.cumulative_max(x), Nx.reduce(x, 0, [axes: [1]], &Nx.add/2),
         Nx.window_reduce(x, 0, {2, 2}, &Nx.max/2), Nx.cumulative_min(x, axis: 1, reverse: true)}
      end)
    end
  end

  describe "shapes and indexing" do
    for type <- @all do
      test "shape ops #{inspect(type)}" do
        compare("shape", fn ->
          x = t(unquote(type))
          {Nx.reshape(x, {3, 2}), Nx.transpose(x), Nx.squeeze(Nx.reshape(x, {1, 2, 1, 3})),
           Nx.broadcast(x, {4, 2, 3}), Nx.broadcast(Nx.tensor([1, 2], type: unquote(type)), {2, 3}, axes: [0]),
           Nx.broadcast(Nx.transpose(x), {3, 4, 2}, axes: [0, 2]), Nx.reverse(x), Nx.reverse(x, axes: [1]),
           Nx.new_axis(x, 1), Nx.flatten(x)}
        end)
      end

      test "pad, slice and put_slice #{inspect(type)}" do
        compare("pad/slice", fn ->
          x = t(unquote(type))
          {Nx.pad(x, 1, [{1, 2, 0}, {0, 1, 1}]), Nx.pad(x, 0, [{-1, 1, 0}, {2, -2, 2}]),
           Nx.slice(x, [0, 1], [2, 2]), Nx.slice(x, [1, 0], [1, 3], strides: [1, 2]),
           Nx.slice(x, [Nx.tensor(5), 2], [1, 1]), Nx.slice_along_axis(x, 1, 2, axis: 1),
           Nx.put_slice(x, [1, 1], Nx.tensor([[1, 0]], type: unquote(type))),
           Nx.put_slice(x, [Nx.tensor(3), 2], Nx.tensor([[1, 1]], type: unquote(type)))}
        end)
      end

      test "concatenate, stack, select, clip #{inspect(type)}" do
        compare("join", fn ->
          x = t(unquote(type))
          pred = Nx.tensor([[1, 0, 1], [0, 0, 1]], type: {:u, 8})
          {Nx.concatenate([x, x], axis: 1), Nx.stack([x, x, x]), Nx.select(pred, x, Nx.reverse(x)),
           Nx.select(Nx.tensor(1, type: {:u, 8}), x, 0), Nx.clip(x, 0, 2)}
        end)
      end

      test "take, take_along_axis, gather, indexed ops #{inspect(type)}" do
        compare("indexing", fn ->
          x = t(unquote(type))
          idx = Nx.tensor([[2, 0], [1, 1]])
          {Nx.take(x, Nx.tensor([1, 0, 1]), axis: 0), Nx.take(x, idx, axis: 1), Nx.take_along_axis(x, idx, axis: 1),
           Nx.gather(x, Nx.tensor([[1, 2], [0, 0], [1, 1]])), Nx.gather(x, Nx.tensor([[2], [0]]), axes: [1]),
           Nx.indexed_add(x, Nx.tensor([[0, 0], [1, 2]]), Nx.tensor([1, 1], type: unquote(type))),
           Nx.indexed_put(x, Nx.tensor([[0, 1]]), Nx.tensor([0], type: unquote(type)))}
        end)
      end

      # Updates smaller than the slices they land in (windows at the start of the other axes),
      # with a repeated index for the add: native (no fallback), as BinaryBackend. Every tensor
      # is made inside the compared function, so each side runs on its own backend.
      test "indexed ops with update windows #{inspect(type)}" do
        x = fn -> Nx.iota({3, 4, 2}, type: unquote(type)) end
        add = fn -> Nx.indexed_add(x.(), Nx.tensor([[2], [0], [2]]), Nx.tensor([[[1, 2]], [[3, 4]], [[5, 6]]], type: unquote(type))) end
        put = fn -> Nx.indexed_put(x.(), Nx.tensor([[1, 3]]), Nx.tensor([[7]], type: unquote(type)), axes: [0, 1]) end
        compare("indexed windows", fn -> {add.(), put.()} end)
        assert %Kiln.Backend{} = add.().data

        # A window before the indexed axis: BinaryBackend lays it along the trailing axes, against
        # Nx's own shape check (README, divergences), so the reference is the two elements put
        # one by one: x[0, 0, 1] = 9 and x[1, 0, 1] = 8.
        put_axis = Nx.indexed_put(x.(), Nx.tensor([[1]]), Nx.tensor([[[9], [8]]], type: unquote(type)), axes: [2])
        assert %Kiln.Backend{} = put_axis.data

        want =
          Nx.with_default_backend(Nx.BinaryBackend, fn ->
            Nx.indexed_put(x.(), Nx.tensor([[0, 0, 1], [1, 0, 1]]), Nx.tensor([9, 8], type: unquote(type)))
          end)

        assert_same("indexed window before the axis", put_axis, want)
      end

      test "sort, argsort, top_k #{inspect(type)}" do
        compare("sort", fn ->
          x = t(unquote(type))
          {Nx.sort(x, axis: 1), Nx.argsort(x, axis: 1, direction: :desc), Nx.top_k(Nx.flatten(x), k: 2)}
        end)
      end

      test "creation #{inspect(type)}" do
        compare("creation", fn ->
          {Nx.iota({2, 3}, type: unquote(type)), Nx.iota({2, 3}, axis: 1, type: unquote(type)),
           Nx.eye({2, 3}, type: unquote(type)), Nx.eye({2, 2, 2}, type: unquote(type)),
           Nx.broadcast(Nx.tensor(7, type: unquote(type)), {2, 2})}
        end)
      end

      test "as_type from #{inspect(type)} to every dtype" do
        compare("as_type", fn ->
          x = t(unquote(type))
          List.to_tuple(for to <- @all, do: Nx.as_type(x, to))
        end)
      end
    end

    # Scalar operands become constants, and kiln_full takes a double: past 2^53 they must not round.
    test "integer constants past 2^53" do
      compare("wide integer constants", fn ->
        s = Nx.tensor([1, -2, 3], type: {:s, 64})
        u = Nx.tensor([18_446_744_073_709_551_615, 5, 0], type: {:u, 64})

        {Nx.add(s, 9_007_199_254_740_993), Nx.subtract(s, -9_223_372_036_854_775_807),
         Nx.bitwise_and(u, 0xFFFF_FFFF_FFFF_FFFE), Nx.add(u, 9_223_372_036_854_775_809),
         Nx.broadcast(Nx.tensor(0, type: {:u, 64}), {2}) |> Nx.add(2 ** 63),
         Nx.pad(s, 9_007_199_254_740_993, [{1, -1, 1}]), Nx.pad(u, 2 ** 60 + 1, [{-1, 2, 0}])}
      end)
    end

    # Nx types a literal past 2^63 as s64, so a u64 pad of 2^64 - 3 reaches the backend as -3,
    # whose bits BinaryBackend writes.
    test "unsigned pad values past the signed range" do
      compare("unsigned pads", fn ->
        u64 = Nx.tensor([1, 2], type: {:u, 64})
        {Nx.pad(u64, 2 ** 64 - 3, [{1, 2, 1}]), Nx.pad(Nx.tensor([1, 2], type: {:u, 32}), 2 ** 32 - 3, [{1, 0, 0}])}
      end)
    end

    test "as_type of non-finite floats and bitcast" do
      compare("as_type specials", fn ->
        x = Nx.tensor([:nan, :infinity, :neg_infinity, 1.5e10, -2.7], type: {:f, 32})
        {Nx.as_type(x, {:s, 32}), Nx.as_type(x, {:u, 8}), Nx.as_type(x, {:f, 16}),
         Nx.bitcast(x, {:s, 32}), Nx.bitcast(Nx.tensor([1, 2], type: {:u, 16}), {:s, 16})}
      end)
    end

    test "to_batched" do
      compare("to_batched", fn ->
        x = Nx.iota({5, 2})
        List.to_tuple(Enum.to_list(Nx.to_batched(x, 2, leftover: :repeat)) ++ Enum.to_list(Nx.to_batched(x, 2, leftover: :discard)))
      end)
    end
  end

  describe "dot and convolution" do
    for type <- @all do
      test "dot #{inspect(type)}" do
        compare("dot", fn ->
          a = Nx.iota({2, 3, 4}, type: unquote(type)) |> Nx.remainder(5)
          b = Nx.iota({2, 4, 3}, type: unquote(type)) |> Nx.remainder(3)
          {Nx.dot(a, [2], [0], b, [1], [0]), Nx.dot(a, [1, 2], b, [2, 1]), Nx.dot(Nx.tensor([1, 2], type: unquote(type)), Nx.tensor([3, 4], type: unquote(type))),
           Nx.dot(a, [0], b, [0]), Nx.outer(Nx.tensor([1, 2], type: unquote(type)), Nx.tensor([1, 2, 3], type: unquote(type)))}
        end)
      end
    end

    for type <- @floats do
      test "conv #{inspect(type)}" do
        compare("conv", fn ->
          x = Nx.iota({2, 3, 5, 4}, type: unquote(type)) |> Nx.remainder(7) |> Nx.subtract(3)
          k = Nx.iota({4, 3, 2, 3}, type: unquote(type)) |> Nx.remainder(5) |> Nx.subtract(2)
          x1 = Nx.iota({1, 2, 9}, type: unquote(type)) |> Nx.remainder(4)
          k1 = Nx.tensor([[[1, -1, 2], [0, 1, 1]]], type: unquote(type))
          nhwc = Nx.transpose(x, axes: [0, 2, 3, 1])

          {Nx.conv(x, k), Nx.conv(x, k, strides: [2, 1], padding: :same),
           Nx.conv(x, k, padding: [{1, 2}, {-1, 1}], kernel_dilation: [2, 1], input_dilation: [1, 2]),
           Nx.conv(nhwc, k, input_permutation: [0, 3, 1, 2], output_permutation: [0, 3, 1, 2]),
           Nx.conv(x1, k1, strides: 2, padding: :same), Nx.conv(x1, k1, kernel_dilation: 3),
           Nx.conv(x, Nx.iota({6, 1, 2, 2}, type: unquote(type)), feature_group_size: 3)}
        end)
      end
    end

    test "conv, linear algebra, fft (through BinaryBackend or Nx's defaults)" do
      compare("conv/linalg", fn ->
        x = Nx.iota({1, 1, 4, 4}, type: {:f, 32})
        k = Nx.tensor([[[[1.0, -1.0], [0.5, 2.0]]]])
        a = Nx.tensor([[4.0, 1.0], [1.0, 3.0]])
        {Nx.conv(x, k), Nx.LinAlg.cholesky(a), Nx.LinAlg.triangular_solve(a, Nx.tensor([1.0, 2.0]), lower: false),
         Nx.LinAlg.determinant(a), Nx.LinAlg.solve(a, Nx.tensor([1.0, 2.0])), Nx.fft(Nx.tensor([1.0, 0.0, -1.0, 0.0]))}
      end)
    end
  end

  describe "complex" do
    for type <- [{:c, 64}, {:c, 128}] do
      test "arithmetic, functions, reductions and products of #{inspect(type)} run on Kiln" do
        compare("complex #{inspect(unquote(type))}", fn ->
          z = Nx.complex(Nx.tensor([[0.5, -1.5, 2.0], [3.0, 0.25, -0.75]]), Nx.tensor([[1.0, 0.5, -2.0], [0.0, -1.25, 0.5]]))
          z = Nx.as_type(z, unquote(type))
          w = Nx.reverse(z)

          {Nx.add(z, w), Nx.subtract(z, 1), Nx.multiply(z, w), Nx.divide(z, w), Nx.negate(z), Nx.exp(z), Nx.log(z),
           Nx.sqrt(z), Nx.sin(z), Nx.cos(z), Nx.tanh(z), Nx.abs(z), Nx.conjugate(z), Nx.real(z), Nx.imag(z),
           Nx.sum(z, axes: [1]), Nx.mean(z), Nx.dot(z, Nx.transpose(w)), Nx.equal(z, w), Nx.phase(z),
           Nx.reshape(z, {3, 2}), Nx.concatenate([z, w], axis: 1), Nx.select(Nx.tensor([[1, 0, 1], [0, 1, 0]]), z, w)}
        end)
      end
    end
  end

  describe "fourier transforms" do
    # Kiln computes in the output's complex type where BinaryBackend computes in float64 and
    # rounds: each part is compared within a tolerance of the largest magnitude.
    test "fft, ifft, fft2, ifft2 and the complex parts run on Kiln, as BinaryBackend computes them" do
      kiln = Kiln.Differential.kiln_backend()

      for {type, tolerance} <- [{{:f, 32}, 1.0e-5}, {{:f, 64}, 1.0e-12}] do
        run = fn ->
          x = Nx.iota({3, 10}, type: type) |> Nx.sin()
          z = Nx.fft(x)

          [z, Nx.ifft(x, length: 7), Nx.fft(x, axis: 0, length: 5), Nx.fft2(x), Nx.ifft2(x, lengths: [4, 16]),
           Nx.fft(Nx.iota({2, 37}, type: type)), Nx.conjugate(z), Nx.fft(Nx.vectorize(x, :rows))]
        end

        got = Nx.with_default_backend(kiln, run)
        expected = Nx.with_default_backend(Nx.BinaryBackend, run)

        for {{g, e}, i} <- Enum.with_index(Enum.zip(got, expected)) do
          label = "#{inspect(type)} result #{i}"
          assert %Kiln.Backend{} = g.data, "#{label} is not a Kiln tensor"
          assert_loose(label <> " real", Nx.real(g), Nx.real(e), tolerance)
          assert_loose(label <> " imag", Nx.imag(g), Nx.imag(e), tolerance)
        end
      end
    end
  end

  describe "errors" do
    test "bad inputs raise Nx's errors, not crashes" do
      kiln = Kiln.Differential.kiln_backend()
      assert_raise ArgumentError, fn -> Nx.add(Nx.iota({2, 3}, backend: kiln), Nx.iota({4}, backend: kiln)) end
      assert_raise ArgumentError, fn -> Nx.reshape(Nx.iota({2, 3}, backend: kiln), {4}) end
      assert_raise ArgumentError, fn -> Kiln.Backend.init(device: :nonsense) end
      assert_raise ArgumentError, fn -> Nx.from_binary(<<1, 2, 3>>, {:f, 32}, backend: kiln) end
    end
  end
end
