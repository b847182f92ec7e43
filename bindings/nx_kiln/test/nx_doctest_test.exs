defmodule Kiln.NxDoctestTest do
  # Nx's own doctests with Kiln.Backend as the default backend (test_helper.exs sets it).
  use ExUnit.Case, async: true

  # Kiln's float32 expm1 and sigmoid kernels round differently from Nx.BinaryBackend, which
  # computes in float64 and rounds once (last-digit differences); they are re-tested below with
  # a tolerance. Every other doctest runs as written.
  @rounding [expm1: 1, sigmoid: 1]

  doctest Nx, except: @rounding

  test "the default backend is Kiln" do
    assert %Kiln.Backend{} = Nx.tensor([1]).data
  end

  @tag :rounding
  test "expm1 and sigmoid doctest cases, within float32 rounding" do
    # The doctests' own cases (1 and [1, 2, 3]), then more, against Nx.BinaryBackend.
    for fun <- [&Nx.expm1/1, &Nx.sigmoid/1], input <- [1, [1, 2, 3], [-1.0e-3, 0.0, 10.0], [-20.0, 20.0]] do
      reference = fun.(Nx.tensor(input, backend: Nx.BinaryBackend))
      assert_close(fun.(Nx.tensor(input)), Nx.to_flat_list(reference))
    end
  end

  defp assert_close(tensor, expected) do
    got = Nx.to_flat_list(tensor)
    assert length(got) == length(expected) and got != []

    for {g, e} <- Enum.zip(got, expected) do
      assert abs(g - e) <= 1.0e-6 * max(1.0, abs(e)), "#{inspect(got)} vs #{inspect(expected)}"
    end
  end
end
