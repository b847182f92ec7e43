# The MLP training step of bench/nx_mlp (784-1024-1024-10 at full size, float32, ReLU, softmax
# cross-entropy, SGD), shared by mlp_step.exs and build_time.exs.
defmodule MLPStep do
  import Nx.Defn

  @learning_rate 0.01

  defn predict({w1, b1, w2, b2, w3, b3}, x) do
    x
    |> Nx.dot(w1)
    |> Nx.add(b1)
    |> Nx.max(0)
    |> Nx.dot(w2)
    |> Nx.add(b2)
    |> Nx.max(0)
    |> Nx.dot(w3)
    |> Nx.add(b3)
  end

  defn loss(params, x, y) do
    logits = predict(params, x)
    shifted = logits - Nx.reduce_max(logits, axes: [1], keep_axes: true)
    log_p = shifted - Nx.log(Nx.sum(Nx.exp(shifted), axes: [1], keep_axes: true))
    -Nx.mean(Nx.sum(y * log_p, axes: [1]))
  end

  defn step(params, x, y) do
    {loss, {g1, gb1, g2, gb2, g3, gb3}} = value_and_grad(params, &loss(&1, x, y))
    {w1, b1, w2, b2, w3, b3} = params
    lr = @learning_rate

    {{w1 - lr * g1, b1 - lr * gb1, w2 - lr * g2, b2 - lr * gb2, w3 - lr * g3, b3 - lr * gb3}, loss}
  end
end
