# The README's example, as a script: run it as the README's "Run the example" says.
a = Kiln.tensor!([[1, 2, 3], [4, 5, 6]], :float32)
c = Kiln.multiply!(Kiln.add!(a, Kiln.arange!(0, 3)), a)
s = Kiln.sum!(c, axes: [1])
Kiln.eval!([c, s])
IO.inspect(Kiln.shape!(c), label: "shape")
IO.inspect(Kiln.to_list!(s), label: "sums")
IO.inspect(s, label: "inspect")

{:error, %Kiln.Error{status: :shape_mismatch, message: msg}} = Kiln.reshape(a, {4})
IO.puts("error: " <> msg)
Kiln.release!(a)
{:error, %Kiln.Error{status: :invalid_handle}} = Kiln.shape(a)
IO.puts(Kiln.info!() |> String.split("\n") |> hd())
