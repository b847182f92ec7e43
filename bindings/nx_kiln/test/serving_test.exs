defmodule Kiln.ServingTest do
  # Nx.Serving with Kiln.Compiler as its defn compiler, inline and as a batched process.
  use ExUnit.Case, async: true

  defp serving do
    Nx.Serving.jit(fn x -> x |> Nx.multiply(2) |> Nx.add(1) |> Nx.sum(axes: [1]) end, compiler: Kiln.Compiler)
  end

  test "Nx.Serving.run with Kiln.Compiler" do
    batch = Nx.Batch.stack([Nx.tensor([1.0, 2.0]), Nx.tensor([3.0, 4.0])])
    result = Nx.Serving.run(serving(), batch)
    assert %Kiln.Backend{} = result.data
    assert Nx.to_flat_list(result) == [8.0, 16.0]
  end

  test "a serving process batches concurrent requests" do
    start_supervised!({Nx.Serving, serving: serving(), name: Kiln.TestServing, batch_size: 4, batch_timeout: 20})

    results =
      1..6
      |> Task.async_stream(&Nx.Serving.batched_run(Kiln.TestServing, Nx.Batch.stack([Nx.tensor([&1 * 1.0, 0.0])])), timeout: 120_000)
      |> Enum.map(fn {:ok, t} -> Nx.to_flat_list(t) end)

    assert results == for(i <- 1..6, do: [2.0 * i + 2.0])
  end
end
