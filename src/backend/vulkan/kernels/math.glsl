// float32 helpers for functions GLSL lacks or computes inaccurately near zero.

// log(1 + x) without losing x when it is tiny (Goldberg's correction).
float log1p_f(float x) {
  float u = 1.0 + x;
  if (u == 1.0 || isinf(x)) return x;
  return log(u) * (x / (u - 1.0));
}

// exp(x) - 1, accurate near zero (Kahan's correction).
float expm1_f(float x) {
  float u = exp(x);
  if (u == 1.0) return x;
  float um1 = u - 1.0;
  if (um1 == -1.0) return -1.0;
  if (isinf(u)) return u;
  return um1 * x / log(u);
}

// tanh through expm1: no inf/inf for large |x|, no cancellation for small |x|.
float tanh_f(float x) {
  float a = abs(x);
  if (isnan(x)) return x;
  if (a > 10.0) return sign(x);
  float e = expm1_f(2.0 * a);
  return sign(x) * (e / (e + 2.0));
}

// erf: Taylor series near zero (keeps relative accuracy), Abramowitz-Stegun 7.1.26 beyond.
float erf_f(float x) {
  float a = abs(x);
  if (isnan(x)) return x;
  if (a < 0.5) {
    float x2 = x * x;
    float s = 1.0 / 9360.0;  // coefficients of x^(2n+1): (-1)^n / (n! (2n+1))
    s = s * -x2 + 1.0 / 1320.0;
    s = s * -x2 + 1.0 / 216.0;
    s = s * -x2 + 1.0 / 42.0;
    s = s * -x2 + 1.0 / 10.0;
    s = s * -x2 + 1.0 / 3.0;
    s = s * -x2 + 1.0;
    return x * s * 1.1283791670955126;
  }
  if (a > 4.0) return sign(x);
  float t = 1.0 / (1.0 + 0.3275911 * a);
  float p = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return sign(x) * (1.0 - p * exp(-a * a));
}
