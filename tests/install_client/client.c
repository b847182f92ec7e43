/* A minimal client of an installed Kiln: sums [1, 2, 3]. */
#include <kiln/kiln.h>
#include <stdio.h>

int main(void) {
  kiln_device cpu;
  kiln_tensor x, s;
  const float data[] = {1, 2, 3};
  const int64_t shape[] = {3};
  float sum = 0;
  if (kiln_device_find("cpu", &cpu) || kiln_tensor_create(data, KILN_DTYPE_FLOAT32, shape, 1, cpu, &x) ||
      kiln_sum(x, NULL, 0, false, &s) || kiln_tensor_read(s, &sum, sizeof sum)) {
    fprintf(stderr, "kiln: %s\n", kiln_last_error());
    return 1;
  }
  printf("sum = %g\n", sum);
  kiln_tensor_release(s);
  kiln_tensor_release(x);
  return 0;
}
