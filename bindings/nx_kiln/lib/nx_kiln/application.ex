defmodule NxKiln.Application do
  @moduledoc false
  # Applies `config :kiln, debug_bounds_check:,
  # debug_detect_nan_inf:` to Kiln's debug flags (left alone when neither is set, so they cost
  # nothing); starts the telemetry bridge when `config :nx_kiln, telemetry_bridge: true`.
  use Application

  # kiln_debug_flag bits (abi/kiln.api.json).
  @bounds 1
  @nan 2

  @impl true
  def start(_type, _args) do
    apply_debug_flags(Application.get_env(:kiln, :debug_bounds_check), Application.get_env(:kiln, :debug_detect_nan_inf))
    if Application.get_env(:nx_kiln, :telemetry_bridge, false), do: Kiln.Backend.Telemetry.attach()
    Supervisor.start_link([], strategy: :one_for_one, name: NxKiln.Supervisor)
  end

  @doc false
  def apply_debug_flags(nil, nil), do: :ok

  def apply_debug_flags(bounds, nan) do
    {:ok, flags} = Kiln.Nif.debug_get_flags()
    flags = flags |> set_bit(@bounds, bounds) |> set_bit(@nan, nan)
    :ok = Kiln.Nif.debug_set_flags(flags)
  end

  defp set_bit(flags, _bit, nil), do: flags
  defp set_bit(flags, bit, true), do: Bitwise.bor(flags, bit)
  defp set_bit(flags, bit, false), do: Bitwise.band(flags, Bitwise.bnot(bit))
end
