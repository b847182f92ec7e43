defmodule Kiln.Backend.ProcessStream do
  @moduledoc false
  # Kiln.Backend evaluates each process's tensors on Kiln streams of that process's own (one per
  # device, made on first use and kept in the process dictionary; the garbage collector releases
  # them with the process), so BEAM processes evaluating at the same time do not queue behind
  # one another (Kiln.Stream).

  @doc """
  Evaluates Kiln tensor refs on the calling process's stream for `device` (a label); `async`:
  returns once the work is queued (Kiln.Stream.eval_async/2).
  """
  def eval(device, refs, async \\ false)
  def eval(_device, [], _async), do: :ok

  def eval(device, refs, async) do
    if async, do: Kiln.Stream.eval_async!(stream(device), refs), else: Kiln.Stream.eval!(stream(device), refs)
  rescue
    # An eval that met a singular matrix (solve, inv, a zero on triangular_solve's diagonal)
    # raises what Nx.BinaryBackend raises for one.
    e in Kiln.Error ->
      if e.status == :invalid_argument and e.message =~ "is singular" do
        reraise ArgumentError, [message: "can't solve for singular matrix"], __STACKTRACE__
      else
        reraise e, __STACKTRACE__
      end
  end

  @doc "The calling process's stream for the device labelled `device`."
  def stream(device) do
    key = {__MODULE__, device}

    case Process.get(key) do
      nil ->
        stream = Kiln.Stream.new!(device)
        Process.put(key, stream)
        stream

      stream ->
        stream
    end
  end
end
