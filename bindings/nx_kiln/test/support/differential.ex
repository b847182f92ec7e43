defmodule Kiln.Differential do
  @moduledoc false
  # Runs one computation on Kiln.Backend and on Nx.BinaryBackend (each as the process's default
  # backend, so every tensor made inside is that backend's) and compares the results: integers
  # exactly, floats within the type's tolerance, NaN and infinities by kind.
  import ExUnit.Assertions

  def kiln_backend, do: {Kiln.Backend, device: System.get_env("KILN_DEVICE", "cpu")}

  def compare(label, fun) do
    expected = Nx.with_default_backend(Nx.BinaryBackend, fun)
    got = Nx.with_default_backend(kiln_backend(), fun)
    assert_same(label, got, expected)
  end

  def assert_same(label, %Nx.Tensor{} = got, %Nx.Tensor{} = expected) do
    assert got.shape == expected.shape, "#{label}: shape #{inspect(got.shape)} != #{inspect(expected.shape)}"
    assert got.type == expected.type, "#{label}: type #{inspect(got.type)} != #{inspect(expected.type)}"

    assert match?(%Kiln.Backend{}, got.data), "#{label}: the result is not a Kiln tensor"

    g = Nx.to_flat_list(got)
    e = Nx.to_flat_list(expected)
    tolerance = tolerance(got.type)

    Enum.zip(g, e)
    |> Enum.with_index()
    |> Enum.each(fn {{a, b}, i} ->
      assert close?(a, b, tolerance),
             "#{label} (#{inspect(got.type)}) element #{i}: Kiln #{inspect(a)}, BinaryBackend #{inspect(b)}\n" <>
               "Kiln:   #{inspect(g, limit: 40)}\nBinary: #{inspect(e, limit: 40)}"
    end)
  end

  def assert_same(label, got, expected) when is_tuple(got) do
    Enum.zip(Tuple.to_list(got), Tuple.to_list(expected))
    |> Enum.with_index()
    |> Enum.each(fn {{g, e}, i} -> assert_same("#{label}[#{i}]", g, e) end)
  end

  def assert_same(label, got, expected) when is_list(got) do
    assert length(got) == length(expected), label
    Enum.zip(got, expected) |> Enum.each(fn {g, e} -> assert_same(label, g, e) end)
  end

  # Floats within a relative `tolerance` (for results that went through many rounded steps, as
  # a training loop's weights).
  def assert_loose(label, %Nx.Tensor{} = got, %Nx.Tensor{} = expected, tolerance) do
    assert got.shape == expected.shape and got.type == expected.type, label
    g = Nx.to_flat_list(got)
    e = Nx.to_flat_list(expected)
    scale = e |> Enum.map(&abs/1) |> Enum.max(fn -> 0.0 end) |> max(1.0)

    for {{a, b}, i} <- Enum.with_index(Enum.zip(g, e)) do
      assert abs(a - b) <= tolerance * scale, "#{label} element #{i}: Kiln #{inspect(a)}, BinaryBackend #{inspect(b)}"
    end
  end

  defp tolerance({:f, 64}), do: 1.0e-12
  defp tolerance({:f, 32}), do: 2.0e-6
  defp tolerance({:f, 16}), do: 2.0e-3
  defp tolerance({:bf, 16}), do: 1.6e-2
  defp tolerance({:c, 64}), do: 2.0e-6
  defp tolerance({:c, 128}), do: 1.0e-12
  defp tolerance(_), do: 0

  defp close?(same, same, _), do: true
  defp close?(a, b, tol) when is_number(a) and is_number(b), do: abs(a - b) <= tol * max(1.0, abs(b))
  defp close?(%Complex{re: ar, im: ai}, %Complex{re: br, im: bi}, tol), do: close?(ar, br, tol) and close?(ai, bi, tol)
  defp close?(_, _, _), do: false
end
