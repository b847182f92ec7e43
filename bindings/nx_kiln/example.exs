# The README's example; run as the README says.
Nx.global_default_backend({Kiln.Backend, device: :cpu})

a = Nx.tensor([[1.0, 2.0], [3.0, 4.0]])
b = a |> Nx.dot(Nx.transpose(a)) |> Nx.exp() |> Nx.sum(axes: [1])
Kiln.Backend.eval(b)
IO.inspect(Nx.to_flat_list(b), label: "sum(exp(a . aT))")

softmax = fn x -> Nx.exp(x) |> Nx.divide(Nx.sum(Nx.exp(x))) end
IO.inspect(Nx.Defn.jit(softmax, compiler: Kiln.Compiler, device: :cpu).(Nx.tensor([1.0, 2.0, 3.0])), label: "softmax")
