defmodule Kiln.ProcessStreamTest do
  # Kiln.Backend evaluates each process's tensors on streams of that process's own: a process
  # reading a small result is not held up by another process's long eval (on the CPU, where the
  # long eval would otherwise hold Kiln's lock for all of its kernels).
  use ExUnit.Case, async: false

  test "two processes' evals overlap" do
    backend = {Kiln.Backend, device: :cpu}
    {:ok, subscription} = Kiln.Telemetry.subscribe()

    long =
      Task.async(fn ->
        Nx.with_default_backend(backend, fn ->
          x = Nx.broadcast(Nx.tensor(1 / 1024, type: :f32), {1024, 1024})
          y = Enum.reduce(1..32, x, fn _, y -> Nx.dot(y, x) end)
          value = y |> Nx.slice([5, 7], [1, 1]) |> Nx.squeeze() |> Nx.to_number()
          {value, System.monotonic_time()}
        end)
      end)

    # The long eval has begun (its first eval: building the graph evaluates nothing).
    assert_receive {:kiln_telemetry_callback, %{kind: :eval, phase: :start}}, 10_000

    small =
      Nx.with_default_backend(backend, fn -> Nx.tensor([1.0, 2.0]) |> Nx.multiply(3) |> Nx.to_flat_list() end)

    small_done = System.monotonic_time()
    {value, long_done} = Task.await(long, 120_000)
    Kiln.Telemetry.unsubscribe!(subscription)
    assert small == [3.0, 6.0]
    assert value == 1 / 1024
    assert small_done < long_done, "the small eval waited for the other process's long one"
    assert %Kiln.Stream{} = Kiln.Backend.ProcessStream.stream("cpu")
  end
end
