defmodule Kiln.ComplexNativeTest do
  # Complex callbacks Kiln has no op for, composed from Kiln's complex ops in Kiln.Backend (#21):
  # the inverse trigonometric and hyperbolic functions (the complex library's formulas, as
  # Nx.BinaryBackend computes them), indexed_add/put (on the float pairs) and pad with a complex
  # value (each part padded on its own). Each is compared with Nx.BinaryBackend on complex64 and
  # complex128 and must not go through it: no [:kiln, :fallback] span in this process.
  use ExUnit.Case, async: true
  import Kiln.Differential, only: [compare: 2]

  @types [{:c, 64}, {:c, 128}]

  setup do
    # Telemetry handlers run in the emitting process: only this test's own fallbacks are sent.
    name = "complex-native-#{inspect(self())}"
    :telemetry.attach(name, [:kiln, :fallback, :start], &__MODULE__.fallback_started/4, self())
    on_exit(fn -> :telemetry.detach(name) end)
  end

  def fallback_started(_event, _measurements, meta, test), do: if(self() == test, do: send(test, {:kiln_fallback, meta.op}))

  # `compare/2`, then no fallback may have run (on Kiln.Backend or for BinaryBackend's side).
  defp native(label, fun) do
    compare(label, fun)
    refute_received {:kiln_fallback, op}, "#{label}: #{inspect(op)} went through Nx.BinaryBackend"
  end

  defp z(pairs, type), do: Nx.tensor(Enum.map(pairs, fn {re, im} -> Complex.new(re, im) end), type: type)

  defp matrix(type), do: z(random_pairs(6), type) |> Nx.reshape({2, 3})

  # Seeded random values with parts in (-3, 3), some of them near the unit circle.
  defp random_pairs(n) do
    :rand.seed(:exsss, {21, 7, 1993})
    for i <- 1..n, do: {(:rand.uniform() - 0.5) * 6 / (1 + rem(i, 3)), (:rand.uniform() - 0.5) * 6 / (1 + rem(i, 4))}
  end

  # Points on and near the functions' branch cuts (the real axis beyond +-1: asin, acos, atanh;
  # below 1: acosh; the imaginary axis beyond +-i: atan, asinh), just off them on either side,
  # and zeros.
  @cuts [{1.5, 0.0}, {-2.0, 0.0}, {3.0, 0.0}, {1.5, 1.0e-3}, {-2.0, -1.0e-3}, {0.5, 0.0}, {-0.75, 0.0}] ++
          [{0.0, 2.0}, {0.0, -1.5}, {1.0e-3, 3.0}, {-1.0e-3, -2.0}, {0.0, 0.5}, {0.0, -0.25}] ++
          [{0.0, 0.0}, {2.0, 0.5}, {-0.5, -2.0}]

  describe "inverse trigonometric and hyperbolic functions" do
    for fun <- [:asin, :acos, :atan, :asinh, :acosh, :atanh], type <- @types do
      test "#{fun} #{inspect(type)}: random values, branch cuts, zeros" do
        native("#{unquote(fun)}", fn ->
          random = z(random_pairs(24), unquote(type)) |> Nx.reshape({4, 6})
          {apply(Nx, unquote(fun), [random]), apply(Nx, unquote(fun), [z(@cuts, unquote(type))]),
           apply(Nx, unquote(fun), [Nx.tensor(Complex.new(0.25, -0.5), type: unquote(type))])}
        end)
      end
    end

    # The complex library gives NaN + NaN for asin and acos of a non-finite value.
    for fun <- [:asin, :acos], type <- @types do
      test "#{fun} #{inspect(type)} of non-finite values is NaN" do
        native("#{unquote(fun)} non-finite", fn ->
          x = Nx.complex(Nx.tensor([:infinity, 1.0, :nan, 0.5]), Nx.tensor([0.0, :neg_infinity, 1.0, 0.5]))
          apply(Nx, unquote(fun), [Nx.as_type(x, unquote(type))])
        end)
      end
    end
  end

  describe "indexed_add and indexed_put" do
    for type <- @types do
      test "whole slices #{inspect(type)}" do
        native("indexed", fn ->
          x = matrix(unquote(type))
          upd = z([{1.0, -1.0}, {0.5, 2.0}, {-3.0, 0.25}], unquote(type))
          idx = Nx.tensor([[0, 0], [1, 2], [0, 0]])
          rows = Nx.tensor([[1], [0], [1]])
          row_upd = z(random_pairs(9), unquote(type)) |> Nx.reshape({3, 3})

          {Nx.indexed_add(x, idx, upd), Nx.indexed_put(x, Nx.slice(idx, [0, 0], [2, 2]), Nx.slice(upd, [0], [2])),
           Nx.indexed_add(x, rows, row_upd), Nx.indexed_put(x, Nx.tensor([[2]]), Nx.slice(row_upd, [0, 0], [1, 2]), axes: [1]),
           Nx.indexed_add(Nx.flatten(x), Nx.tensor([[4], [1], [4]]), upd)}
        end)
      end

      # Update windows smaller than the slices (at the start of the other axes); the add repeats
      # an index; -0.0 parts stay -0.0 where nothing is added.
      test "update windows #{inspect(type)}" do
        native("indexed windows", fn ->
          {x, w} = window_operands(unquote(type))

          {add(x, w), Nx.indexed_put(x, Nx.tensor([[1, 3]]), Nx.reshape(w.(1), {1, 1}), axes: [0, 1]),
           Nx.indexed_put(x, Nx.tensor([[2]]), Nx.reshape(w.(4), {1, 2, 2})),
           Nx.indexed_add(x, Nx.tensor([[0, 1], [0, 1]]), Nx.reshape(w.(2), {2, 1}), axes: [0, 2])}
        end)

        # Element 5, -0.0 - 0.0i, is in a slice the add updates, outside the window: both its
        # parts keep their sign bit (compare/2 takes -0.0 for 0.0).
        {x, w} = window_operands(unquote(type))
        assert negative_zero_parts?(x)
        assert negative_zero_parts?(add(x, w))
      end

      # Windows along axes before an indexed one: Nx.BinaryBackend places these along the
      # trailing axes, against Nx's shape rule (the README's divergences), so the complex result
      # is checked against the same call on its real and imaginary parts (Kiln's real path).
      test "update windows before an indexed axis #{inspect(type)}" do
        {x, w} = window_operands(unquote(type))
        idx = Nx.tensor([[1], [0], [1]])
        upd = Nx.reshape(w.(6), {3, 2, 1})

        for {op, updates} <- [indexed_add: upd, indexed_put: Nx.slice(upd, [0, 0, 0], [1, 2, 1])] do
          indices = Nx.slice(idx, [0, 0], [elem(updates.shape, 0), 1])
          got = apply(Nx, op, [x, indices, updates, [axes: [2]]])
          assert %Kiln.Backend{} = got.data
          part = fn f -> apply(Nx, op, [f.(x), indices, f.(updates), [axes: [2]]]) end
          want = Nx.complex(part.(&Nx.real/1), part.(&Nx.imag/1))
          Kiln.Differential.assert_same("#{op} axes [2]", got, want)
        end

        refute_received {:kiln_fallback, _}
      end
    end
  end

  # A complex target of shape {3, 4, 2} (a -0.0 + -0.0i among its values) and n update values.
  defp window_operands(type) do
    x = Nx.iota({3, 4, 2}, type: type) |> Nx.multiply(Complex.new(1.0, -0.5))
    x = Nx.select(Nx.equal(Nx.iota({3, 4, 2}), 5), Nx.negate(Nx.multiply(x, 0)), x)
    {x, fn n -> z(Enum.take(random_pairs(12), n), type) end}
  end

  defp add(x, w), do: Nx.indexed_add(x, Nx.tensor([[2], [0], [2]]), Nx.reshape(w.(6), {3, 1, 2}))

  defp negative_zero_parts?(%Nx.Tensor{type: {:c, bits}} = t) do
    bits = div(bits, 2)
    element = t |> Nx.flatten() |> Nx.slice([5], [1])
    # Only the sign bit: the least signed integer.
    Enum.all?([Nx.real(element), Nx.imag(element)], &(Nx.to_flat_list(Nx.bitcast(&1, {:s, bits})) == [-Bitwise.bsl(1, bits - 1)]))
  end

  describe "pad with a complex value" do
    for type <- @types do
      test "#{inspect(type)}: edges, negative edges, interior" do
        native("pad", fn ->
          x = matrix(unquote(type))
          v = Complex.new(1.5, -2.0)

          {Nx.pad(x, v, [{1, 2, 0}, {0, 1, 1}]), Nx.pad(x, Complex.new(0.5, 0.25), [{-1, 1, 0}, {2, -2, 2}]),
           Nx.pad(x, Nx.tensor(v, type: unquote(type)), [{0, 0, 1}, {-1, -1, 0}]),
           Nx.pad(x, Nx.tensor(3.0, type: unquote(type)), [{1, 0, 0}, {0, 1, 0}]),
           Nx.pad(Nx.tensor(Complex.new(2.0, 1.0), type: unquote(type)), v, []),
           Nx.pad(Nx.reshape(x, {1, 2, 3}), v, [{0, 0, 0}, {1, -1, 0}, {0, 0, 0}])}
        end)
      end

      # A real tensor padded with a complex value is complex (Nx's output type); BinaryBackend
      # pads in the real tensor's type instead (the README's divergences), so Kiln's is checked
      # against BinaryBackend's pad of the tensor made complex first.
      test "a real tensor padded with a complex value #{inspect(type)}" do
        {real, v} = {Nx.tensor([[1.0, -2.0], [0.5, 3.0]]), Nx.tensor(Complex.new(1.5, -2.0), type: unquote(type))}
        config = [{1, -1, 0}, {1, 0, 1}]
        got = Nx.pad(real, v, config)
        assert got.type == unquote(type)
        want = Nx.pad(Nx.backend_copy(Nx.as_type(real, unquote(type)), Nx.BinaryBackend), Nx.backend_copy(v, Nx.BinaryBackend), config)
        Kiln.Differential.assert_same("pad of a real tensor", got, want)
        refute_received {:kiln_fallback, _}
      end
    end
  end
end
