defmodule Kiln.Backend.Telemetry do
  @moduledoc """
  Bridges Kiln's C telemetry to `:telemetry`. Once `attach/0` has run (or with
  `config :nx_kiln, telemetry_bridge: true`, at application start), Kiln's spans are emitted as:

    * `[:kiln, :eval, :start | :stop]`: a graph evaluation (`measurements.kernels` on stop);
    * `[:kiln, :to_binary, :start | :stop]`: reading elements to the host (`measurements.bytes`);
    * `[:kiln, :transfer, :start | :stop]`: a move to another device;
    * `[:kiln, :native_fallback, :start | :stop]`: an op the device has no kernel for, run by
      Kiln on the CPU (`metadata.op`). Nx-level fallbacks through `Nx.BinaryBackend` are the
      separate `[:kiln, :fallback, ...]` spans, emitted in the calling process;
    * `[:kiln, :collective, :start | :stop]`: one exchange of a collective with the other ranks
      (`Kiln.Backend.Distributed`; `metadata.op` is the collective, `measurements.bytes` this
      rank's, `measurements.ranks` the group's size; its duration includes the wait for them).

  Stop events carry `measurements.duration` (native time units, as `:telemetry.span/3`);
  metadata has `:id`, `:parent_id`, `:device` (a label) and `:status`. Kiln reports events on the
  thread of the call; the bridge process re-emits them, so handlers run in the bridge process,
  shortly after the fact. Off (not attached), nothing is subscribed and nothing is paid.
  """
  use GenServer

  @names %{eval: :eval, read: :to_binary, transfer: :transfer, fallback: :native_fallback, collective: :collective}

  @doc "Starts the bridge (idempotent)."
  def attach do
    case GenServer.start(__MODULE__, nil, name: __MODULE__) do
      {:ok, pid} -> {:ok, pid}
      {:error, {:already_started, pid}} -> {:ok, pid}
    end
  end

  @doc "Stops the bridge."
  def detach do
    case Process.whereis(__MODULE__) do
      nil -> :ok
      pid -> GenServer.stop(pid)
    end
  end

  @impl true
  def init(nil) do
    {:ok, subscription} = Kiln.Telemetry.subscribe(self())
    {:ok, %{subscription: subscription, labels: %{}}}
  end

  @impl true
  def handle_info({:kiln_telemetry_callback, %{kind: kind} = event}, state) when is_map_key(@names, kind) do
    {label, state} = device_label(event[:device], state)
    metadata = %{id: event.id, parent_id: event[:parent_id], device: label, status: event[:status], op: event[:name]}
    :telemetry.execute([:kiln, Map.fetch!(@names, kind), event.phase], measurements(event), metadata)
    {:noreply, state}
  end

  def handle_info(_other, state), do: {:noreply, state}

  @impl true
  def terminate(_reason, %{subscription: subscription}), do: Kiln.Telemetry.unsubscribe(subscription)

  defp measurements(%{phase: :start} = event), do: %{system_time: System.system_time(), bytes: event[:bytes] || 0}

  # A stop's count is an eval's kernels or a collective's ranks.
  defp measurements(event) do
    duration = System.convert_time_unit(event[:duration_ns] || 0, :nanosecond, :native)
    count_name = if event[:kind] == :collective, do: :ranks, else: :kernels
    Map.put(%{duration: duration, bytes: event[:bytes] || 0}, count_name, event[:count] || 0)
  end

  # Device handles become labels ("cpu", "vulkan:0"), looked up once per handle.
  defp device_label(nil, state), do: {nil, state}

  defp device_label(device, state) do
    case state.labels do
      %{^device => label} ->
        {label, state}

      labels ->
        label =
          case Kiln.Nif.device_get_info(device) do
            {:ok, %{label: label}} -> label
            _ -> nil
          end

        {label, %{state | labels: Map.put(labels, device, label)}}
    end
  end
end
