defmodule Kiln.NarrowTypesTest do
  # Nx 0.13's new types (float8 E5M2 {:f, 8}, float8 E4M3FN, s2/s4/u2/u4) on Kiln.Backend against
  # Nx.BinaryBackend, compared exactly: Kiln holds them as its narrow dtypes and computes every op
  # in float32 / int8 / uint8, rounding or wrapping back as Nx does (docs/dtypes.md). Inputs avoid
  # E5M2 subnormals, which Nx's own loader reads wrongly (Nx.Floating.load_f8: 2^-15 (1 + m/4)),
  # and results within 2^-24 of a power of two (tanh(10)): BinaryBackend computes in double, Kiln
  # in float32, which rounds those up to the power of two, where Nx's E4M3FN rule (no carry out
  # of the mantissa) would have kept 0.9375.
  use ExUnit.Case, async: true
  import Kiln.Differential, only: [compare: 2]

  @int_types [{:s, 2}, {:s, 4}, {:u, 2}, {:u, 4}]

  defp int_values({:s, bits}), do: Enum.to_list(-Bitwise.bsl(1, bits - 1)..(Bitwise.bsl(1, bits - 1) - 1))
  defp int_values({:u, bits}), do: Enum.to_list(0..(Bitwise.bsl(1, bits) - 1))

  # Each case on its own, so a failure names its op. Nx.BinaryBackend itself cannot broadcast a
  # sub-byte scalar (its broadcast_data copies a bitstring as a binary), so every operand here is
  # a full tensor.
  defp int_cases(type) do
    values = int_values(type)
    a = fn -> Nx.tensor(values, type: type) end
    b = fn -> Nx.tensor(Enum.reverse(values), type: type) end
    nonzero = fn -> Nx.tensor(Enum.map(Enum.reverse(values), &if(&1 == 0, do: 1, else: &1)), type: type) end
    shift = fn -> Nx.tensor(Enum.map(values, &rem(abs(&1), 2)), type: type) end
    other = put_elem(type, 0, if(elem(type, 0) == :s, do: :u, else: :s))

    [add: fn -> Nx.add(a.(), b.()) end, subtract: fn -> Nx.subtract(a.(), b.()) end,
     multiply: fn -> Nx.multiply(a.(), b.()) end, max: fn -> Nx.max(a.(), b.()) end, min: fn -> Nx.min(a.(), b.()) end,
     negate: fn -> Nx.negate(a.()) end, bitwise_and: fn -> Nx.bitwise_and(a.(), b.()) end,
     bitwise_or: fn -> Nx.bitwise_or(a.(), b.()) end, bitwise_xor: fn -> Nx.bitwise_xor(a.(), b.()) end,
     bitwise_not: fn -> Nx.bitwise_not(a.()) end, left_shift: fn -> Nx.left_shift(a.(), shift.()) end,
     right_shift: fn -> Nx.right_shift(a.(), shift.()) end, quotient: fn -> Nx.quotient(a.(), nonzero.()) end,
     remainder: fn -> Nx.remainder(a.(), nonzero.()) end, population_count: fn -> Nx.population_count(a.()) end,
     equal: fn -> Nx.equal(a.(), b.()) end,
     less: fn -> Nx.less(a.(), b.()) end, sum: fn -> Nx.sum(a.()) end, reduce_max: fn -> Nx.reduce_max(a.()) end,
     argmax: fn -> Nx.argmax(a.()) end, sort: fn -> Nx.sort(b.()) end, dot: fn -> Nx.dot(a.(), b.()) end,
     iota: fn -> Nx.iota({9}, type: type) end,
     transpose: fn -> Nx.transpose(Nx.reshape(Nx.concatenate([a.(), b.()]), {2, length(values)})) end,
     slice: fn -> Nx.slice(Nx.reshape(Nx.concatenate([a.(), b.()]), {2, length(values)}), [0, 1], [2, 2]) end,
     to_s32: fn -> Nx.as_type(a.(), {:s, 32}) end,
     from_s32: fn -> Nx.as_type(Nx.tensor([100, -100, 7, 17], type: {:s, 32}), type) end,
     from_f32: fn -> Nx.as_type(Nx.tensor([2.9, -2.9, 100.0, -0.5]), type) end,
     to_f32: fn -> Nx.as_type(a.(), {:f, 32}) end, bitcast: fn -> Nx.bitcast(a.(), other) end,
     binary: fn -> Nx.from_binary(Nx.to_binary(a.()), type) end]
  end

  for type <- @int_types do
    test "#{inspect(type)}: arithmetic, bits, comparisons, reductions and layout wrap as Nx's" do
      type = unquote(type)
      for {name, fun} <- int_cases(type), do: compare("#{inspect(type)} #{name}", fun)
    end

    # BinaryBackend has no count_leading_zeros below 8 bits (element_clz/2): hand-computed, over
    # the element's own bits.
    test "#{inspect(type)}: count_leading_zeros over its bits" do
      {_, bits} = type = unquote(type)
      values = int_values(type)
      want = for v <- values, do: bits - length(Integer.digits(Bitwise.band(v, Bitwise.bsl(1, bits) - 1), 2)) + if(Bitwise.band(v, Bitwise.bsl(1, bits) - 1) == 0, do: 1, else: 0)
      got = Nx.count_leading_zeros(Nx.tensor(values, type: type, backend: Kiln.Backend))
      assert got.type == type and Nx.to_flat_list(Nx.as_type(got, {:s, 32})) == Enum.map(want, &wrap_to(&1, type))
    end
  end

  defp wrap_to(v, {:s, bits}), do: v - if(v >= Bitwise.bsl(1, bits - 1), do: Bitwise.bsl(1, bits), else: 0)
  defp wrap_to(v, {:u, _}), do: v

  @e4m3 [-448.0, -3.5, -1.0, -0.0, 0.0, 0.015625, 0.5, 1.25, 2.0, 10.0, 240.0, 448.0]
  @e5m2 [-57344.0, -3.5, -1.0, -0.0, 0.0, 6.103515625e-5, 0.5, 1.25, 2.0, 10.0, 240.0, 57344.0]

  for {type, values} <- [{{:f, 8}, @e5m2}, {{:f8_e4m3fn, 8}, @e4m3}] do
    test "#{inspect(type)}: ops round once to the type as Nx's" do
      type = unquote(Macro.escape(type))
      values = unquote(values)

      compare("#{inspect(type)} ops", fn ->
        a = Nx.tensor(values, type: type)
        b = Nx.reverse(a)

        {Nx.add(a, b), Nx.subtract(a, b), Nx.multiply(a, b), Nx.divide(a, Nx.add(Nx.abs(b), 1)), Nx.negate(a),
         Nx.abs(a), Nx.exp(Nx.divide(a, 100)), Nx.sqrt(Nx.abs(a)), Nx.tanh(Nx.divide(a, 256)), Nx.max(a, b), Nx.less(a, b),
         Nx.sum(a), Nx.reduce_max(a), Nx.sort(a), Nx.dot(Nx.divide(a, 64), Nx.divide(b, 64))}
      end)

      compare("#{inspect(type)} conversions", fn ->
        a = Nx.tensor(values, type: type)
        wide = Nx.tensor([0.1, -0.3, 1.0e-3, 3.14159, 100.7, 1000.0, 1.0e5, -7.77])

        {Nx.as_type(a, {:f, 32}), Nx.as_type(wide, type), Nx.as_type(Nx.as_type(wide, {:f, 16}), type),
         Nx.as_type(a, {:s, 32}), Nx.as_type(Nx.tensor([1, -2, 300], type: {:s, 32}), type),
         Nx.bitcast(a, {:u, 8}), Nx.from_binary(Nx.to_binary(a), type), Nx.iota({5}, type: type),
         Nx.broadcast(Nx.tensor(1.5, type: type), {2, 2})}
      end)
    end
  end
end
