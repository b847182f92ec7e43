defmodule Kiln.ConcurrencyTest do
  use ExUnit.Case, async: true

  test "dirty-scheduler NIFs run concurrently from many processes" do
    results =
      1..16
      |> Task.async_stream(
        fn n ->
          values = Enum.to_list(1..50_000)
          x = Kiln.tensor!(values, :int64)
          y = Kiln.sum!(Kiln.multiply!(x, n))
          Kiln.eval!([y])
          {n, Kiln.to_number!(y), byte_size(Kiln.to_binary!(x))}
        end,
        max_concurrency: 16,
        timeout: 60_000
      )
      |> Enum.map(fn {:ok, result} -> result end)

    for {n, total, bytes} <- results do
      assert total == n * div(50_000 * 50_001, 2)
      assert bytes == 50_000 * 8
    end
  end

  test "releasing a tensor while other processes use it never crashes" do
    shared = Kiln.tensor!(Enum.to_list(1..10_000), :float32)
    parent = self()

    # Each user works on the shared tensor until it sees the release.
    use_until_released = fn use_until_released, uses ->
      with {:ok, y} <- Kiln.add(shared, 1),
           {:ok, y} <- Kiln.eval(y),
           {:ok, binary} <- Kiln.to_binary(y) do
        if uses == 0, do: send(parent, :started)
        40_000 = byte_size(binary)
        use_until_released.(use_until_released, uses + 1)
      else
        {:error, %Kiln.Error{status: :invalid_handle}} -> uses
      end
    end

    users = for _ <- 1..8, do: Task.async(fn -> use_until_released.(use_until_released, 0) end)
    for _ <- users, do: assert_receive(:started, 10_000)
    Kiln.release!(shared)
    assert Enum.all?(users, &(Task.await(&1, 60_000) > 0))
  end
end
