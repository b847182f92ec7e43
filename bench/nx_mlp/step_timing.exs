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

  # One step's milliseconds, and the parameters it returned.
  def timed_step(step, p, x, y) do
    t0 = System.monotonic_time(:nanosecond)
    {p, _loss} = step.(p, x, y)
    {(System.monotonic_time(:nanosecond) - t0) / 1.0e6, p}
  end

  def median([]), do: 0.0
  def median(list), do: list |> Enum.sort() |> Enum.at(div(length(list), 2))
end
