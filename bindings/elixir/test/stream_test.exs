defmodule Kiln.StreamTest do
  # Kiln.Stream: evals on a stream give kiln_tensor_eval's results, and processes evaluating on
  # streams of their own run at the same time (on the CPU, where a stream's kernels run without
  # the library's lock; checked against the default ordering, under which the small eval waits).
  use ExUnit.Case, async: false

  # About 0.5 s of CPU work: 32 matmuls of 1024 x 1024, every element staying 1/1024 exactly.
  defp long_chain do
    x = Kiln.full!({1024, 1024}, 1 / 1024, :float32, device: "cpu")
    Kiln.eval!(x)
    Enum.reduce(1..32, x, fn _, y -> Kiln.matmul!(y, x) end)
  end

  # Runs `long_eval` in another process; once its eval has begun (Kiln's eval start event),
  # evaluates a small graph on a stream of this process's own. Whether the small eval finished
  # first, by Kiln's own stop timestamps (taken inside the library: a process's clock read after
  # its NIF returns may wait for a scheduler).
  defp small_eval_finishes_first(long_eval) do
    {:ok, subscription} = Kiln.Telemetry.subscribe()
    task = Task.async(long_eval)
    assert_receive {:kiln_telemetry_callback, %{kind: :eval, phase: :start, id: long_id}}, 10_000
    small = Kiln.multiply!(Kiln.tensor!([1.0, 2.0], :float32, device: "cpu"), 2)
    Kiln.Stream.eval!(Kiln.Stream.new!("cpu"), small)
    Task.await(task, 120_000)
    assert_receive {:kiln_telemetry_callback, %{kind: :eval, phase: :stop, id: ^long_id, timestamp_ns: long_done}}, 10_000
    assert_receive {:kiln_telemetry_callback, %{kind: :eval, phase: :stop, timestamp_ns: small_done}}, 10_000
    Kiln.Telemetry.unsubscribe!(subscription)
    assert Kiln.to_list!(small) == [2.0, 4.0]
    small_done < long_done
  end

  test "an eval on a stream computes what Kiln.eval computes" do
    stream = Kiln.Stream.new!()
    x = Kiln.tensor!([[1.0, 2.0], [3.0, 4.0]], :float32)
    y = Kiln.sum!(Kiln.exp!(x), axes: [1])
    assert Kiln.Stream.eval!(stream, [y]) == [y]
    assert Kiln.evaluated?(y)
    [a, b] = Kiln.to_list!(y)
    assert_in_delta a, :math.exp(1) + :math.exp(2), 1.0e-4
    assert_in_delta b, :math.exp(3) + :math.exp(4), 1.0e-3
    assert Kiln.Device.info!(Kiln.Stream.device!(stream)).label == Kiln.Device.info!(Kiln.Device.default!()).label
  end

  test "eval_async on a stream and without one: steps that read the last one's results" do
    stream = Kiln.Stream.new!()
    x = Kiln.tensor!([[1.0, 2.0], [3.0, 4.0]], :float32)
    # x_{k+1} = x_k / 2 + 1, each step launched without waiting; read at the end
    last =
      Enum.reduce(1..6, x, fn i, acc ->
        next = Kiln.add!(Kiln.multiply!(acc, Kiln.tensor!(0.5, :float32)), Kiln.tensor!(1.0, :float32))
        if rem(i, 2) == 0, do: Kiln.Stream.eval_async!(stream, next), else: Kiln.eval_async!(next)
      end)

    want = Enum.map([[1.0, 2.0], [3.0, 4.0]], fn row -> Enum.map(row, fn v -> Enum.reduce(1..6, v, fn _, a -> a / 2 + 1 end) end) end)
    assert Kiln.to_list!(last) == want
    assert Kiln.evaluated?(last)
    assert {:error, %Kiln.Error{status: :invalid_argument}} = Kiln.eval_async([:not_a_tensor])
  end

  test "a released stream is refused" do
    stream = Kiln.Stream.new!("cpu")
    assert Kiln.Stream.release(stream) == :ok
    assert {:error, %Kiln.Error{status: :invalid_handle}} = Kiln.Stream.eval(stream, [Kiln.tensor!([1.0])])
    assert {:error, %Kiln.Error{status: :invalid_argument}} = Kiln.Stream.eval(Kiln.Stream.new!("cpu"), [:not_a_tensor])
  end

  test "processes on streams of their own evaluate at the same time" do
    y = long_chain()
    stream = Kiln.Stream.new!("cpu")
    assert small_eval_finishes_first(fn -> Kiln.Stream.eval!(stream, y) end)
    assert Enum.at(Kiln.to_flat_list!(y), 12_345) == 1 / 1024
  end

  test "without a stream, the long CPU eval holds the library's lock (the control)" do
    y = long_chain()
    refute small_eval_finishes_first(fn -> Kiln.eval!(y) end)
  end
end
