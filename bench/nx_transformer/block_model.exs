# One pre-norm transformer encoder block with its token embedding and a classifier head (float32,
# GELU, softmax cross-entropy, SGD): the model of block_step.exs, written as an Nx user would.
# torch_block_step.py is the same computation in PyTorch.
defmodule BlockStep do
  import Nx.Defn

  @learning_rate 0.01

  defn layer_norm(x, scale, bias) do
    mean = Nx.mean(x, axes: [-1], keep_axes: true)
    centred = x - mean
    variance = Nx.mean(centred * centred, axes: [-1], keep_axes: true)
    centred * Nx.rsqrt(variance + 1.0e-5) * scale + bias
  end

  defn attention(x, p, opts \\ []) do
    opts = keyword!(opts, heads: 4)
    q = split_heads(Nx.dot(x, p.wq) + p.bq, opts[:heads])
    k = split_heads(Nx.dot(x, p.wk) + p.bk, opts[:heads])
    v = split_heads(Nx.dot(x, p.wv) + p.bv, opts[:heads])
    scores = Nx.dot(q, [3], [0, 1], k, [3], [0, 1]) * Nx.rsqrt(Nx.axis_size(q, 3))
    weights = Nx.exp(scores - Nx.reduce_max(scores, axes: [-1], keep_axes: true))
    weights = weights / Nx.sum(weights, axes: [-1], keep_axes: true)
    context = Nx.dot(weights, [3], [0, 1], v, [2], [0, 1])
    Nx.dot(join_heads(context), p.wo) + p.bo
  end

  # [batch, tokens, width] -> [batch, heads, tokens, width / heads], and back.
  deftransformp split_heads(t, heads) do
    {batch, tokens, width} = Nx.shape(t)
    t |> Nx.reshape({batch, tokens, heads, div(width, heads)}) |> Nx.transpose(axes: [0, 2, 1, 3])
  end

  deftransformp join_heads(t) do
    {batch, heads, tokens, head_width} = Nx.shape(t)
    t |> Nx.transpose(axes: [0, 2, 1, 3]) |> Nx.reshape({batch, tokens, heads * head_width})
  end

  defn gelu(x), do: 0.5 * x * (1 + Nx.erf(x / Nx.sqrt(2)))

  defn predict(p, tokens, opts \\ []) do
    x = Nx.take(p.embedding, tokens, axis: 0)
    x = x + attention(layer_norm(x, p.ln1_scale, p.ln1_bias), p, opts)
    h = layer_norm(x, p.ln2_scale, p.ln2_bias)
    x = x + (gelu(Nx.dot(h, p.w1) + p.b1) |> Nx.dot(p.w2)) + p.b2
    Nx.dot(Nx.mean(x, axes: [1]), p.head) + p.head_bias
  end

  defn loss(p, tokens, labels, opts \\ []) do
    logits = predict(p, tokens, opts)
    shifted = logits - Nx.reduce_max(logits, axes: [1], keep_axes: true)
    log_p = shifted - Nx.log(Nx.sum(Nx.exp(shifted), axes: [1], keep_axes: true))
    -Nx.mean(Nx.sum(labels * log_p, axes: [1]))
  end

  defn step(p, tokens, labels, opts \\ []) do
    {loss, grads} = value_and_grad(p, &loss(&1, tokens, labels, opts))
    {sgd(p, grads), loss}
  end

  deftransformp sgd(p, grads) do
    Map.new(p, fn {name, value} -> {name, Nx.subtract(value, Nx.multiply(@learning_rate, grads[name]))} end)
  end
end
