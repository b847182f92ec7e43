defmodule Kiln.TrainingTest do
  # A small MLP trained with defn (forward, grad, SGD) on Kiln.Backend, through Nx.Defn's
  # evaluator and through Kiln.Compiler, matching the same steps on Nx.BinaryBackend.
  use ExUnit.Case, async: true
  import Nx.Defn

  defn predict({w1, b1, w2, b2}, x) do
    x |> Nx.dot(w1) |> Nx.add(b1) |> Nx.tanh() |> Nx.dot(w2) |> Nx.add(b2) |> Nx.sigmoid()
  end

  defn loss(params, x, y) do
    p = predict(params, x)
    Nx.mean(Nx.pow(p - y, 2))
  end

  defn step({w1, b1, w2, b2} = params, x, y) do
    {gw1, gb1, gw2, gb2} = grad(params, &loss(&1, x, y))
    lr = 2.0
    {{w1 - lr * gw1, b1 - lr * gb1, w2 - lr * gw2, b2 - lr * gb2}, loss(params, x, y)}
  end

  # XOR-like data and fixed initial weights (no randomness: both backends start equal).
  defp data do
    x = Nx.tensor([[0.0, 0.0], [0.0, 1.0], [1.0, 0.0], [1.0, 1.0]])
    y = Nx.tensor([[0.0], [1.0], [1.0], [0.0]])
    w1 = Nx.tensor([[0.5, -0.4, 0.3, 0.2], [-0.3, 0.6, 0.1, -0.5]])
    w2 = Nx.tensor([[0.7], [-0.6], [0.4], [0.5]])
    {{w1, Nx.broadcast(0.0, {4}), w2, Nx.tensor([0.1])}, x, y}
  end

  defp train(backend, compiler, steps) do
    Nx.with_default_backend(backend, fn ->
      {params, x, y} = data()
      step = Nx.Defn.jit(&step/3, compiler: compiler)

      Enum.map_reduce(1..steps, params, fn _, params ->
        {params, loss} = step.(params, x, y)
        {Nx.to_number(loss), params}
      end)
    end)
  end

  for compiler <- [Nx.Defn.Evaluator, Kiln.Compiler] do
    test "MLP training with #{inspect(compiler)} matches Nx.BinaryBackend" do
      {expected, expected_params} = train(Nx.BinaryBackend, Nx.Defn.Evaluator, 40)
      {losses, params} = train(Kiln.Differential.kiln_backend(), unquote(compiler), 40)

      # The loss falls, and every step's loss and the final weights match BinaryBackend's.
      assert List.last(losses) < hd(losses) * 0.9
      for {got, want} <- Enum.zip(losses, expected), do: assert_in_delta(got, want, 1.0e-5)
      assert %Kiln.Backend{} = elem(params, 0).data
      Kiln.Differential.assert_same("weights", params, expected_params)
    end
  end
end
