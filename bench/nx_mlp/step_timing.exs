# Timing helpers shared by the Nx step benchmarks (mlp_step.exs, build_time.exs,
# ../nx_transformer/block_step.exs): a step is a function (params, x, y) -> {params, loss}.
defmodule StepTiming do
  # Untimed steps until the monotonic clock reaches `until` (ms): short evals with host work
  # between leave a GPU at its idle clock, so timed steps start from a warm one.
  def warm_up(step, p, x, y, until) do
    if System.monotonic_time(:millisecond) >= until do
      p
    else
      {p, _loss} = step.(p, x, y)
      warm_up(step, p, x, y, until)
    end
  end

  # One call's milliseconds (its eval may still be queued when it returns), and the parameters
  # it returned.
  def timed_step(step, p, x, y) do
    t0 = System.monotonic_time(:nanosecond)
    {p, _loss} = step.(p, x, y)
    {(System.monotonic_time(:nanosecond) - t0) / 1.0e6, p}
  end

  # The mean ms of `steps` back-to-back steps, each starting as the last returns, with a wait for
  # the last step's results at the end, as torch_timing.py times PyTorch's eager steps (a
  # Kiln.Compiler call returns with its eval queued on a GPU, as a PyTorch call returns with its
  # kernels queued). The median of `repetitions` such runs; returns {ms, times, params}.
  def block_ms(step, p, x, y, steps, repetitions \\ 5) do
    {times, p} =
      Enum.map_reduce(1..repetitions, p, fn _, p ->
        t0 = System.monotonic_time(:nanosecond)
        p = Enum.reduce(1..steps, p, fn _, p -> step.(p, x, y) |> elem(0) end)
        Kiln.Backend.eval(p)
        {(System.monotonic_time(:nanosecond) - t0) / 1.0e6 / steps, p}
      end)

    {median(times), times, p}
  end

  def median([]), do: 0.0
  def median(list), do: list |> Enum.sort() |> Enum.at(div(length(list), 2))
end
