# The README's Axon example: an MLP trained by Axon.Loop with Kiln.Compiler, and the same loop
# on Nx.BinaryBackend for comparison. Axon and Polaris are test-only dependencies of nx_kiln:
#   MIX_ENV=test KILN_LIBRARY_PATH=<build>/libkiln.so mix run axon_example.exs
Logger.configure(level: :info)

{xs, _} = Enum.map_reduce(1..(256 * 2), :rand.seed_s(:exsss, {1, 2, 3}), fn _, s -> :rand.uniform_s(s) end)
xs = xs |> Enum.map(&(&1 * 4 - 2)) |> Enum.chunk_every(2)
ys = Enum.map(xs, fn [a, b] -> [:math.sin(a) * b] end)

model =
  Axon.input("x", shape: {nil, 2})
  |> Axon.dense(32, activation: :tanh)
  |> Axon.dense(1)

train = fn backend, compiler ->
  Nx.with_default_backend(backend, fn ->
    data = Enum.zip(Enum.chunk_every(xs, 32), Enum.chunk_every(ys, 32)) |> Enum.map(fn {x, y} -> {Nx.tensor(x), Nx.tensor(y)} end)

    model
    |> Axon.Loop.trainer(:mean_squared_error, Polaris.Optimizers.adam(learning_rate: 0.01), seed: 0, log: 0)
    |> Axon.Loop.handle_event(:epoch_completed, fn state ->
      IO.puts("#{inspect(compiler)} epoch #{state.epoch}: loss #{Nx.to_number(state.step_state.loss)}")
      {:continue, state}
    end)
    |> Axon.Loop.run(data, %{}, epochs: 5, compiler: compiler)
  end)
end

{kiln_time, _} = :timer.tc(fn -> train.({Kiln.Backend, device: :cpu}, Kiln.Compiler) end)
{binary_time, _} = :timer.tc(fn -> train.(Nx.BinaryBackend, Nx.Defn.Evaluator) end)
IO.puts("Kiln.Compiler: #{div(kiln_time, 1000)} ms, Nx.BinaryBackend: #{div(binary_time, 1000)} ms")
