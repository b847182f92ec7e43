defmodule Kiln.DeviceTelemetryTest do
  use ExUnit.Case, async: false

  test "Kiln.info is the kiln-info report" do
    {major, minor, patch} = Kiln.version!()
    text = Kiln.info!()
    assert String.starts_with?(text, "Kiln #{major}.#{minor}.#{patch}\n")
    assert text =~ "\n  driver: kiln-cpu, version "
    assert text =~ "falls back to the CPU: "
  end

  test "devices describe themselves" do
    [cpu | _] = Kiln.Device.all!()
    info = Kiln.Device.info!(cpu)
    assert info.kind == :cpu
    assert info.label == "cpu"
    assert is_integer(info.memory_bytes)
    assert %{active_bytes: _, peak_bytes: _, cached_bytes: _, limit_bytes: _} = Kiln.Device.memory_stats!(cpu)

    assert Kiln.Device.info!(Kiln.device!(Kiln.tensor!([1]))).label ==
             Kiln.Device.info!(Kiln.Device.default!()).label

    assert {:error, %Kiln.Error{status: :invalid_argument}} = Kiln.Device.find("no-such-device")
  end

  test "telemetry events arrive as messages" do
    {:ok, id} = Kiln.Telemetry.subscribe()
    Kiln.eval!(Kiln.add!(Kiln.tensor!([1.0]), 1))
    assert_receive {:kiln_telemetry_callback, %{kind: :eval, phase: :start, id: span}}, 5_000

    assert_receive {:kiln_telemetry_callback, %{kind: :eval, phase: :stop, id: ^span, status: :ok} = stop},
                   5_000

    assert is_integer(stop.duration_ns)
    assert :ok = Kiln.Telemetry.unsubscribe!(id)
    flush()
    Kiln.eval!(Kiln.add!(Kiln.tensor!([1.0]), 1))
    refute_receive {:kiln_telemetry_callback, _}, 100
    assert {:error, %Kiln.Error{status: :invalid_argument}} = Kiln.Telemetry.unsubscribe(id)
  end

  test "debug flags and the fallback policy round-trip" do
    {:ok, flags} = Kiln.Nif.debug_get_flags()
    assert :ok = Kiln.Nif.debug_set_flags(flags)
    {:ok, policy} = Kiln.Nif.fallback_get_policy()
    assert policy in [:allow, :error]
    assert {:ok, :native} = Kiln.Nif.device_op_support(Kiln.Device.find!("cpu").ref, "exp", :float32)
  end

  defp flush do
    receive do
      {:kiln_telemetry_callback, _} -> flush()
    after
      50 -> :ok
    end
  end
end
