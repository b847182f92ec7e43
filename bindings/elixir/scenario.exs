# The cross-language scenario (bindings/SCENARIO.md) through the idiomatic Kiln module; its
# stdout must equal bindings/scenario.expected byte for byte. Run with the compiled Kiln modules
# on the code path: elixir -pa <ebin> scenario.exs (test/scenario_test.exs does).

format_shape = fn shape -> "[" <> Enum.map_join(Tuple.to_list(shape), ",", &Integer.to_string/1) <> "]" end
# Every value is integral; print it as an integer.
format_values = fn values -> "[" <> Enum.map_join(values, ",", &Integer.to_string(trunc(&1))) <> "]" end

{major, minor, patch} = Kiln.version!()
IO.puts("version=#{major}.#{minor}.#{patch}")

a = Kiln.tensor!([[1, 2, 3], [4, 5, 6]], :float32)
IO.puts("a shape=#{format_shape.(Kiln.shape!(a))} dtype=#{Kiln.DType.name(Kiln.dtype!(a))}")

b = Kiln.arange!(0, 3, 1, :float32)
c = Kiln.multiply!(Kiln.add!(a, b), a)
s = Kiln.sum!(c, axes: [1], keepdims: false)
i = Kiln.astype!(s, :int32)
Kiln.eval!([c, s, i])

IO.puts("c=#{format_values.(Kiln.to_flat_list!(c))}")
IO.puts("s shape=#{format_shape.(Kiln.shape!(s))} dtype=#{Kiln.DType.name(Kiln.dtype!(s))}")
IO.puts("s=#{format_values.(Kiln.to_flat_list!(s))}")
IO.puts("i dtype=#{Kiln.DType.name(Kiln.dtype!(i))} i=#{format_values.(Kiln.to_flat_list!(i))}")

case Kiln.reshape(a, {4}) do
  {:error, %Kiln.Error{status: status, message: message}} when is_binary(message) and message != "" ->
    IO.puts("error=#{status |> Atom.to_string() |> String.upcase()}")

  other ->
    IO.puts(:stderr, "reshape(a, {4}) should fail with a message, got #{inspect(other)}")
    System.halt(1)
end
