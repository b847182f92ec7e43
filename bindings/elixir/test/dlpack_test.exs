defmodule Kiln.DLPackTest do
  # DLPack managed tensors are opaque resources in the raw layer: an export owns its pointer
  # until an import takes it over (or the garbage collector calls its deleter).
  use ExUnit.Case, async: false

  test "an export imports back and is consumed by the import" do
    a = Kiln.tensor!([1, 2, 3], :int16)
    {:ok, managed} = Kiln.Nif.tensor_to_dlpack(a.ref, nil)
    {:ok, b} = Kiln.Nif.tensor_from_dlpack(managed, %{copy: :if_needed})
    assert Kiln.to_list!(Kiln.Tensor.wrap(b)) == [1, 2, 3]
    assert {:error, {:invalid_handle, _}} = Kiln.Nif.tensor_from_dlpack(managed, nil)
  end

  test "legacy exports, options maps and their errors" do
    a = Kiln.tensor!([[1.0, 2.0]], :float64)
    {:ok, legacy} = Kiln.Nif.tensor_to_dlpack_legacy(a.ref, %{read_only: true})
    cpu = Kiln.Device.find!("cpu")
    {:ok, b} = Kiln.Nif.tensor_from_dlpack_legacy(legacy, %{copy: :always, device: cpu.ref})
    assert Kiln.to_list!(Kiln.Tensor.wrap(b)) == [[1.0, 2.0]]
    assert {:ok, {1, 0}} = Kiln.Nif.tensor_dlpack_device(a.ref)
    assert {:error, {:invalid_argument, message}} = Kiln.Nif.tensor_to_dlpack(a.ref, %{colour: 1})
    assert message =~ "unknown key"
  end

  test "an export nobody imports is deleted by the garbage collector" do
    cpu = Kiln.Device.find!("cpu")
    :erlang.garbage_collect()
    before = Kiln.Device.memory_stats!(cpu).active_bytes
    four_mib = 4 * 1024 * 1024

    task =
      Task.async(fn ->
        a = Kiln.from_binary!(:binary.copy(<<1>>, four_mib), :uint8, {four_mib}, device: cpu, copy: true)
        {:ok, _managed} = Kiln.Nif.tensor_to_dlpack(a.ref, nil)
        Kiln.release!(a)
        # The export still holds the memory.
        Kiln.Device.memory_stats!(cpu).active_bytes
      end)

    # Less a little slack: an earlier test's small tensors may be collected in between.
    assert Task.await(task) >= before + four_mib - 65_536
    # The task's heap is gone: the export's destructor ran its DLPack deleter.
    assert Enum.any?(1..50, fn _ ->
             Process.sleep(20)
             Kiln.Device.memory_stats!(cpu).active_bytes < before + four_mib
           end)
  end
end
