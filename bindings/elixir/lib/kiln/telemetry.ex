defmodule Kiln.Telemetry do
  @moduledoc """
  Kiln's telemetry events as messages. `subscribe/1` registers a process; every event then
  arrives as `{:kiln_telemetry_callback, event}`, where `event` is a map of the
  `kiln_telemetry_event` fields (`:kind`, `:phase`, `:id`, `:duration_ns`, `:name`, ...).

  The library calls its callback synchronously, on the scheduler thread running the Kiln call
  that caused the event; the NIF only sends a message there, so the subscriber handles events
  in its own time. Each subscription keeps a few bytes (the pid) allocated for the rest of the
  OS process's life: the generated NIF does not pair subscription ids with those blocks.
  """
  import Kiln.Result, only: [defboth: 2]
  alias Kiln.{Nif, Result}

  @doc "Sends every telemetry event to `pid` from now on; returns the subscription id."
  defboth subscribe(pid \\ self()), do: Result.wrap(Nif.telemetry_subscribe(pid))

  @doc "Ends a subscription; no event is sent for it once this returns."
  defboth unsubscribe(id), do: Result.wrap(Nif.telemetry_unsubscribe(id))
end
