defmodule Kiln.ScenarioTest do
  # Runs scenario.exs in a fresh `elixir` with this build's modules and compares its stdout with
  # bindings/scenario.expected byte for byte.
  use ExUnit.Case, async: true

  @here Path.expand("..", __DIR__)

  test "scenario.exs prints bindings/scenario.expected" do
    ebin = Kiln |> :code.which() |> List.to_string() |> Path.dirname()
    elixir = System.find_executable("elixir") || flunk("elixir is not on PATH")
    {output, status} = System.cmd(elixir, ["-pa", ebin, Path.join(@here, "scenario.exs")])
    assert status == 0
    assert output == File.read!(Path.join(@here, "../scenario.expected"))
  end
end
