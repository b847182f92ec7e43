defmodule Kiln.ServingTest do
  # Nx.Serving with Kiln.Compiler as its defn compiler, inline, as a batched process, and
  # distributed to a serving on a peer BEAM node of this machine (test_helper.exs starts it).
  use ExUnit.Case, async: true

  defp serving do
    Nx.Serving.jit(&Kiln.DistributedServing.affine/1, compiler: Kiln.Compiler)
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

  @tag :distributed
  @tag timeout: 300_000
  test "a serving on a peer node answers distributed calls, computed there with Kiln" do
    [peer] = Application.fetch_env!(:nx_kiln, :test_peers)
    :pg.monitor_scope(Nx.Serving.PG)
    Node.spawn_link(peer, Kiln.DistributedServing, :start, [self(), [name: Kiln.PeerServing, batch_size: 4]])
    # Nx 0.13 joins a serving to a process group named after the serving.
    assert_receive {_, :join, Kiln.PeerServing, _}, 60_000

    # No serving of that name here: a local call exits; the distributed one goes to the peer.
    batch = Nx.Batch.stack([Nx.tensor([1.0, 2.0]), Nx.tensor([3.0, 4.0])])
    assert {:noproc, _} = catch_exit(Nx.Serving.batched_run({:local, Kiln.PeerServing}, batch))

    # Kiln tensors hold NIF resources, which do not cross nodes: the inputs sent are
    # BinaryBackend tensors (the peer's distributed_postprocessing copies replies the same way).
    calls =
      for i <- 1..3 do
        Task.async(fn ->
          input = Nx.Batch.stack([Nx.tensor([i * 1.0, 0.5], backend: Nx.BinaryBackend)])
          Nx.Serving.batched_run({:distributed, Kiln.PeerServing}, input)
        end)
      end

    results = Enum.map(calls, &Task.await(&1, 120_000))
    # x * 2 + 1 summed over the row [i, 0.5].
    assert Enum.map(results, &Nx.to_flat_list/1) == for(i <- 1..3, do: [2.0 * i + 3.0])
    assert_receive {:computed_on, ^peer, Kiln.Backend}
  end
end
