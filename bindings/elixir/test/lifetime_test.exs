defmodule Kiln.LifetimeTest do
  # Not async: the garbage-collection test reads the device's memory statistics.
  use ExUnit.Case, async: false
  import Bitwise

  test "use after release is :invalid_handle, never a crash" do
    t = Kiln.tensor!([1, 2], :int32)
    assert :ok = Kiln.release(t)
    assert {:error, %Kiln.Error{status: :invalid_handle, message: m}} = Kiln.add(t, t)
    assert m =~ "released"
    assert {:error, %Kiln.Error{status: :invalid_handle}} = Kiln.shape(t)
    assert {:error, %Kiln.Error{status: :invalid_handle}} = Kiln.to_binary(t)
    assert {:error, %Kiln.Error{status: :invalid_handle}} = Kiln.eval([t])
    assert {:error, %Kiln.Error{status: :invalid_handle}} = Kiln.release(t)
    assert inspect(t) == "#Kiln.Tensor<released>"
  end

  test "a tensor built from a released input keeps working" do
    a = Kiln.tensor!([1, 2], :int32)
    b = Kiln.add!(a, a)
    Kiln.release!(a)
    assert Kiln.to_list!(b) == [2, 4]
  end

  test "retain makes an independent owner of the same tensor" do
    a = Kiln.tensor!([5], :int32)
    {:ok, other} = Kiln.Nif.tensor_retain(a.ref)
    Kiln.release!(a)
    assert Kiln.to_list!(Kiln.Tensor.wrap(other)) == [5]
  end

  test "release gives the device memory back at once" do
    device = Kiln.Device.find!("cpu")
    :erlang.garbage_collect()
    before = Kiln.Device.memory_stats!(device).active_bytes
    x = Kiln.zeros!({1 <<< 16}, :float32, device: device)
    y = Kiln.eval!(Kiln.add!(x, x))
    held = Kiln.Device.memory_stats!(device).active_bytes
    # Less a little slack: an earlier test's small tensors may be collected in between.
    assert held >= before + (1 <<< 18) - (64 <<< 10)
    Kiln.release!(y)
    Kiln.release!(x)
    # No garbage collection: the handles' memory went back with release.
    assert Kiln.Device.memory_stats!(device).active_bytes <= held - (1 <<< 18)
  end

  test "a loop dropping large tensors without release stays bounded" do
    device = Kiln.Device.find!("cpu")
    :erlang.garbage_collect()
    before = Kiln.Device.memory_stats!(device).active_bytes

    # 32 MiB results: 2 GiB if none were released (1.1 GB before the collector nudge).
    peak =
      Enum.reduce(1..64, before, fn _, peak ->
        Kiln.eval!(Kiln.add!(Kiln.zeros!({8 <<< 20}, :float32, device: device), 1))
        max(peak, Kiln.Device.memory_stats!(device).active_bytes)
      end)

    assert peak <= before + (512 <<< 20)
  end

  test "garbage collection releases tensors" do
    device = Kiln.Device.find!("cpu")
    # Settle earlier tests' garbage first.
    :erlang.garbage_collect()
    before = Kiln.Device.memory_stats!(device).active_bytes
    one_mib = :binary.copy(<<0>>, 1 <<< 20)

    task =
      Task.async(fn ->
        tensors =
          for _ <- 1..32, do: Kiln.from_binary!(one_mib, :uint8, {1 <<< 20}, device: device, copy: true)

        held = Kiln.Device.memory_stats!(device).active_bytes
        # Dropped here: this process forgets them and collects its heap.
        length(tensors) && :erlang.garbage_collect()
        held
      end)

    held = Task.await(task)
    # Less a little slack: another process's small tensors may be freed in between.
    assert held >= before + 32 * (1 <<< 20) - (64 <<< 10)
    # The task's heap is gone with it; resource destructors release the handles.
    assert eventually(fn -> Kiln.Device.memory_stats!(device).active_bytes < before + (1 <<< 20) end)

    # And within one process: a loop whose tensors become garbage.
    for _ <- 1..64, do: Kiln.from_binary!(one_mib, :uint8, {1 <<< 20}, device: device, copy: true)
    :erlang.garbage_collect()
    assert eventually(fn -> Kiln.Device.memory_stats!(device).active_bytes < before + (1 <<< 20) end)
  end

  test "a tensor sharing a binary keeps it alive, and lets it go with the tensor" do
    :erlang.garbage_collect()
    before = :erlang.memory(:binary)

    task =
      Task.async(fn ->
        tensor = Kiln.from_binary!(:binary.copy(<<7>>, 16 <<< 20), :uint8, {16 <<< 20}, device: "cpu")
        :erlang.garbage_collect()
        # Only the tensor refers to the binary now.
        {Kiln.to_flat_list!(Kiln.max!(tensor)), :erlang.memory(:binary)}
      end)

    {[7], held} = Task.await(task)
    # 1 MiB of slack: other garbage collected meanwhile lowers the global binary count a little.
    assert held >= before + (15 <<< 20)
    assert eventually(fn -> :erlang.memory(:binary) < before + (8 <<< 20) end)
  end

  defp eventually(check, tries \\ 50) do
    cond do
      check.() -> true
      tries == 0 -> false
      true -> Process.sleep(20) && eventually(check, tries - 1)
    end
  end
end
