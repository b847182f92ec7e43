defmodule Kiln.GradAgainstNxTest do
  # Kiln's own gradients (kiln_function_value_and_grad through the NIF, Kiln.Function) against
  # Nx's (Nx.Defn.value_and_grad with Nx.Defn.Evaluator on Nx.BinaryBackend), in float64, for a
  # few expressions written once with Kiln's ops and once with Nx's.
  use ExUnit.Case, async: true

  @device System.get_env("KILN_DEVICE", "cpu")

  # Pseudo-random values in [-1, 1) of the given shape (a fixed sequence per seed).
  defp random(shape, seed) do
    count = Enum.reduce(Tuple.to_list(shape), 1, &(&1 * &2))

    {flat, _} =
      Enum.map_reduce(1..count, seed, fn _, state ->
        state = rem(state * 1_103_515_245 + 12_345, 2_147_483_648)
        {state / 2_147_483_648 * 2 - 1, state}
      end)

    {flat, shape}
  end

  defp nx_tensor({flat, shape}), do: flat |> Nx.tensor(type: :f64, backend: Nx.BinaryBackend) |> Nx.reshape(shape)
  defp kiln_tensor({flat, shape}), do: flat |> Kiln.tensor!(:float64, device: @device) |> Kiln.reshape!(shape)

  # {value, [gradient per argnum]} as flat lists, by Nx.
  defp nx_value_and_grad(nx_fun, args, argnums) do
    step = fn all ->
      all = Tuple.to_list(all)
      wrt = List.to_tuple(Enum.map(argnums, &Enum.at(all, &1)))

      Nx.Defn.value_and_grad(wrt, fn wrt ->
        argnums |> Enum.zip(Tuple.to_list(wrt)) |> Enum.reduce(all, fn {i, t}, acc -> List.replace_at(acc, i, t) end) |> nx_fun.()
      end)
    end

    {value, grads} =
      Nx.with_default_backend(Nx.BinaryBackend, fn ->
        Nx.Defn.jit_apply(step, [List.to_tuple(Enum.map(args, &nx_tensor/1))], compiler: Nx.Defn.Evaluator)
      end)

    {Nx.to_flat_list(value), grads |> Tuple.to_list() |> Enum.map(&Nx.to_flat_list/1)}
  end

  # The same by Kiln: kiln_fun captured on placeholders, then kiln_function_value_and_grad.
  defp kiln_value_and_grad(kiln_fun, args, argnums) do
    placeholders = Enum.map(args, fn {_, shape} -> Kiln.Function.placeholder!(shape, :float64, device: @device) end)
    f = Kiln.Function.new!(placeholders, [kiln_fun.(placeholders)])
    [value | grads] = Kiln.Function.call!(Kiln.Function.value_and_grad!(f, argnums), Enum.map(args, &kiln_tensor/1))
    {flat(value), Enum.map(grads, &flat/1)}
  end

  defp flat(tensor), do: tensor |> Kiln.reshape!([-1]) |> Kiln.to_list!()

  defp assert_close(label, got, want, tolerance \\ 1.0e-10) do
    assert length(got) == length(want), "#{label}: #{length(got)} values, #{length(want)} expected"

    for {g, w} <- Enum.zip(got, want) do
      assert abs(g - w) <= tolerance * (1 + abs(w)), "#{label}: #{inspect(got)} against #{inspect(want)}"
    end
  end

  # Kiln's value and gradients against Nx's; returns Kiln's gradients.
  defp compare(label, kiln_fun, nx_fun, args, argnums, tolerance \\ 1.0e-10) do
    {kiln_value, kiln_grads} = kiln_value_and_grad(kiln_fun, args, argnums)
    {nx_value, nx_grads} = nx_value_and_grad(nx_fun, args, argnums)
    assert_close("#{label}: value", kiln_value, nx_value)

    for {{g, w}, n} <- Enum.with_index(Enum.zip(kiln_grads, nx_grads)),
        do: assert_close("#{label}: gradient #{n} against Nx's", g, w, tolerance)

    kiln_grads
  end

  test "sum(sin(x) * x^2)" do
    compare(
      "sin_square",
      fn [x] -> Kiln.sum!(Kiln.multiply!(Kiln.sin!(x), Kiln.square!(x))) end,
      fn [x] -> Nx.sum(Nx.multiply(Nx.sin(x), Nx.pow(x, 2))) end,
      [random({2, 3}, 1)],
      [0]
    )
  end

  test "a tanh layer's mean square, with respect to the weights and the bias" do
    compare(
      "tanh_layer",
      fn [x, w, b] -> x |> Kiln.matmul!(w) |> Kiln.add!(b) |> Kiln.tanh!() |> Kiln.square!() |> Kiln.mean!() end,
      fn [x, w, b] -> x |> Nx.dot(w) |> Nx.add(b) |> Nx.tanh() |> Nx.pow(2) |> Nx.mean() end,
      [random({4, 3}, 2), random({3, 2}, 3), random({2}, 4)],
      [1, 2]
    )
  end

  # Nx's gradient here is about 3e-8 (relative) off the closed form (float32-sized rounding in
  # its logsumexp's gradient on BinaryBackend), so it is compared at 1e-7 and Kiln's, at 1e-12,
  # with the closed form dL/dx = (softmax(x w) - targets) / n w^T (forward float64 ops, exact).
  test "softmax cross-entropy through logsumexp" do
    targets = {[1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 1.0, 0.0], {3, 3}}
    {x, w} = {random({3, 4}, 5), random({4, 3}, 6)}

    [dx, _dw] = compare(
      "cross_entropy",
      fn [x, w, t] ->
        z = Kiln.matmul!(x, w)
        log_p = Kiln.subtract!(z, Kiln.logsumexp!(z, axes: [1], keepdims: true))
        log_p |> Kiln.multiply!(t) |> Kiln.sum!(axes: [1]) |> Kiln.mean!() |> Kiln.negative!()
      end,
      fn [x, w, t] ->
        z = Nx.dot(x, w)
        log_p = Nx.subtract(z, Nx.logsumexp(z, axes: [1], keep_axes: true))
        log_p |> Nx.multiply(t) |> Nx.sum(axes: [1]) |> Nx.mean() |> Nx.negate()
      end,
      [x, w, targets],
      [0, 1],
      1.0e-7
    )

    z = Nx.dot(nx_tensor(x), nx_tensor(w))
    p = Nx.exp(Nx.subtract(z, Nx.reduce_max(z, axes: [1], keep_axes: true)))
    p = Nx.divide(p, Nx.sum(p, axes: [1], keep_axes: true))
    closed = p |> Nx.subtract(nx_tensor(targets)) |> Nx.divide(3) |> Nx.dot(Nx.transpose(nx_tensor(w)))
    assert_close("cross_entropy: gradient 0 against the closed form", dx, Nx.to_flat_list(closed), 1.0e-12)
  end

  test "sqrt and division with broadcasting" do
    compare(
      "broadcast",
      fn [x, y] -> Kiln.sum!(Kiln.divide!(Kiln.sqrt!(Kiln.add!(Kiln.square!(x), 1.0)), Kiln.add!(Kiln.exp!(y), 1.0))) end,
      fn [x, y] -> Nx.sum(Nx.divide(Nx.sqrt(Nx.add(Nx.pow(x, 2), 1.0)), Nx.add(Nx.exp(y), 1.0))) end,
      [random({2, 3}, 7), random({3}, 8)],
      [0, 1]
    )
  end

  test "transpose, reshape and max" do
    compare(
      "shapes",
      fn [x, v] -> Kiln.add!(Kiln.sum!(Kiln.multiply!(Kiln.reshape!(Kiln.transpose!(x), [6]), v)), Kiln.max!(x)) end,
      fn [x, v] -> Nx.add(Nx.sum(Nx.multiply(Nx.reshape(Nx.transpose(x), {6}), v)), Nx.reduce_max(x)) end,
      [random({2, 3}, 9), random({6}, 10)],
      [0, 1]
    )
  end

  test "second order: the gradient of sum(d/dx sum(sin(x) * x^2))" do
    args = [random({5}, 11)]
    inner = fn [x] -> Kiln.sum!(Kiln.multiply!(Kiln.sin!(x), Kiln.square!(x))) end

    kiln_outer = fn [x] ->
      f = Kiln.Function.new!([x], [inner.([x])])
      [_value, g] = Kiln.Function.call!(Kiln.Function.value_and_grad!(f), [x])
      Kiln.sum!(g)
    end

    nx_outer = fn [x] ->
      x |> Nx.Defn.grad(fn x -> Nx.sum(Nx.multiply(Nx.sin(x), Nx.pow(x, 2))) end) |> Nx.sum()
    end

    compare("second_order", kiln_outer, nx_outer, args, [0])
  end
end
