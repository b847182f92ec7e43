defmodule Kiln.DistributedServing do
  @moduledoc false
  # Runs on the peer node of serving_test.exs: an Nx.Serving on Kiln.Compiler, registered for
  # distributed calls, alive until the test process exits. Kiln tensors hold NIF resources,
  # which do not cross nodes, so replies are copied to Nx.BinaryBackend before they are sent.

  def start(parent, opts) do
    serving =
      Nx.Serving.jit(&affine/1, compiler: Kiln.Compiler)
      |> Nx.Serving.distributed_postprocessing(fn output ->
        send(parent, {:computed_on, node(), output.data.__struct__})
        Nx.backend_copy(output, Nx.BinaryBackend)
      end)

    {:ok, _} = Nx.Serving.start_link([serving: serving] ++ opts)
    ref = Process.monitor(parent)

    receive do
      {:DOWN, ^ref, _, _, _} -> :ok
    end
  end

  def affine(x), do: x |> Nx.multiply(2) |> Nx.add(1) |> Nx.sum(axes: [1])

  # Starts this VM's distribution and one peer node with this VM's code path and the :nx_kiln
  # application; {:error, reason} where the environment cannot (no epmd, no :peer).
  def start_peer do
    with true <- Code.ensure_loaded?(:peer) || {:error, "OTP has no :peer module"},
         {_, 0} <- System.cmd("epmd", ["-daemon"], stderr_to_stdout: true),
         {:ok, _} <- start_distribution(),
         {:ok, _pid, peer} <- :peer.start(%{name: :"kiln_peer_#{System.pid()}@127.0.0.1"}) do
      true = :erpc.call(peer, :code, :set_path, [:code.get_path()])
      {:ok, _} = :erpc.call(peer, :application, :ensure_all_started, [:nx_kiln])
      :erpc.call(peer, Nx, :global_default_backend, [Nx.default_backend()])
      {:ok, peer}
    else
      {output, status} when is_integer(status) -> {:error, "epmd -daemon failed (#{status}): #{output}"}
      {:error, reason} -> {:error, inspect(reason)}
      other -> {:error, inspect(other)}
    end
  rescue
    e -> {:error, Exception.message(e)}
  end

  defp start_distribution do
    # Names unique per OS process: ctest may run the CPU and Vulkan suites at once.
    case Node.start(:"kiln_primary_#{System.pid()}@127.0.0.1", :longnames) do
      {:ok, pid} -> {:ok, pid}
      {:error, {:already_started, pid}} -> {:ok, pid}
      other -> other
    end
  end
end
