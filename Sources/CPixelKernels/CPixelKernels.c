#include "CPixelKernels.h"
#include <stdlib.h>
#include <string.h>

static inline int clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

void xr_downsample(const uint8_t *data, int stride, int x0, int y0, int x1, int y1, int factor, int opaque,
                   float *out, int width, int height) {
    uint32_t *rb = calloc((size_t)width, sizeof *rb), *ag = calloc((size_t)width, sizeof *ag);
    if (!rb || !ag) { free(rb); free(ag); return; }
    const float scale = 1.0f / (float)(factor * factor);
    for (int row = 0; row < height; row++) {
        memset(rb, 0, (size_t)width * sizeof *rb);
        memset(ag, 0, (size_t)width * sizeof *ag);
        for (int dy = 0; dy < factor; dy++) {
            const uint32_t *src = (const uint32_t *)(data + (size_t)clampi(y0 + row * factor + dy, y0, y1 - 1) * stride);
            /* Two channels at once in the 16-bit halves of a word: 16 × 255 fits. */
            int full = (x1 - x0) / factor;
            if (factor == 4) {
                /* The usual case, unrolled: four loads, two lanes each. */
                const uint32_t *p = src + x0;
                for (int i = 0; i < full; i++, p += 4) {
                    rb[i] += (p[0] & 0x00FF00FFu) + (p[1] & 0x00FF00FFu) + (p[2] & 0x00FF00FFu) + (p[3] & 0x00FF00FFu);
                    ag[i] += ((p[0] >> 8) & 0x00FF00FFu) + ((p[1] >> 8) & 0x00FF00FFu) + ((p[2] >> 8) & 0x00FF00FFu)
                           + ((p[3] >> 8) & 0x00FF00FFu);
                }
            } else for (int i = 0; i < full; i++) {
                const uint32_t *p = src + x0 + i * factor;
                uint32_t r = 0, a = 0;
                for (int dx = 0; dx < factor; dx++) { r += p[dx] & 0x00FF00FFu; a += (p[dx] >> 8) & 0x00FF00FFu; }
                rb[i] += r;
                ag[i] += a;
            }
            for (int i = full; i < width; i++) {
                uint32_t r = 0, a = 0;
                for (int dx = 0; dx < factor; dx++) {
                    uint32_t p = src[clampi(x0 + i * factor + dx, x0, x1 - 1)];
                    r += p & 0x00FF00FFu;
                    a += (p >> 8) & 0x00FF00FFu;
                }
                rb[i] += r;
                ag[i] += a;
            }
        }
        float *o = out + (size_t)row * width * 4;
        for (int i = 0; i < width; i++) {
            o[i * 4 + 0] = opaque ? 255.0f : (float)(ag[i] >> 16) * scale;
            o[i * 4 + 1] = (float)(rb[i] >> 16) * scale;
            o[i * 4 + 2] = (float)(ag[i] & 0xFFFF) * scale;
            o[i * 4 + 3] = (float)(rb[i] & 0xFFFF) * scale;
        }
    }
    free(rb);
    free(ag);
}

/* One box pass over `count` pixels `step` pixels apart, through `line`: the running sum of the
 * window, the ends repeated; the middle stretch, where no index needs clamping, is its own loop. */
static void box_pass(float *restrict pixels, int count, int step, int box, float *restrict line) {
    for (int i = 0; i < count; i++) memcpy(line + i * 4, pixels + (size_t)i * step * 4, 4 * sizeof(float));
    const float inverse = 1.0f / (float)(2 * box + 1);
    float s0 = line[0] * (float)(box + 1), s1 = line[1] * (float)(box + 1), s2 = line[2] * (float)(box + 1), s3 = line[3] * (float)(box + 1);
    for (int k = 1; k <= box; k++) {
        const float *p = line + clampi(k, 0, count - 1) * 4;
        s0 += p[0]; s1 += p[1]; s2 += p[2]; s3 += p[3];
    }
    int i = 0;
    /* The head, where the window reaches past the first pixel (both ends clamped: a short line). */
    for (; i < count && i < box; i++) {
        float *o = pixels + (size_t)i * step * 4;
        o[0] = s0 * inverse; o[1] = s1 * inverse; o[2] = s2 * inverse; o[3] = s3 * inverse;
        const float *in = line + clampi(i + box + 1, 0, count - 1) * 4, *out = line + clampi(i - box, 0, count - 1) * 4;
        s0 += in[0] - out[0]; s1 += in[1] - out[1]; s2 += in[2] - out[2]; s3 += in[3] - out[3];
    }
    for (; i + box + 1 <= count - 1; i++) {
        float *o = pixels + (size_t)i * step * 4;
        o[0] = s0 * inverse; o[1] = s1 * inverse; o[2] = s2 * inverse; o[3] = s3 * inverse;
        const float *in = line + (i + box + 1) * 4, *out = line + (i - box) * 4;
        s0 += in[0] - out[0]; s1 += in[1] - out[1]; s2 += in[2] - out[2]; s3 += in[3] - out[3];
    }
    for (; i < count; i++) {
        float *o = pixels + (size_t)i * step * 4;
        o[0] = s0 * inverse; o[1] = s1 * inverse; o[2] = s2 * inverse; o[3] = s3 * inverse;
        const float *in = line + (count - 1) * 4, *out = line + clampi(i - box, 0, count - 1) * 4;
        s0 += in[0] - out[0]; s1 += in[1] - out[1]; s2 += in[2] - out[2]; s3 += in[3] - out[3];
    }
}

/* One box pass down all columns at once, row by row (the column sums move together, which the
 * compiler vectorises and the cache likes): `copy` holds the pixels before the pass, `sums` a row. */
static void box_pass_down(float *restrict pixels, int width, int height, int box, float *restrict copy, float *restrict sums) {
    const size_t row = (size_t)width * 4;
    memcpy(copy, pixels, row * (size_t)height * sizeof(float));
    const float inverse = 1.0f / (float)(2 * box + 1);
    for (size_t i = 0; i < row; i++) sums[i] = copy[i] * (float)(box + 1);
    for (int k = 1; k <= box; k++) {
        const float *p = copy + (size_t)clampi(k, 0, height - 1) * row;
        for (size_t i = 0; i < row; i++) sums[i] += p[i];
    }
    for (int y = 0; y < height; y++) {
        float *o = pixels + (size_t)y * row;
        const float *in = copy + (size_t)clampi(y + box + 1, 0, height - 1) * row, *out = copy + (size_t)clampi(y - box, 0, height - 1) * row;
        for (size_t i = 0; i < row; i++) {
            o[i] = sums[i] * inverse;
            sums[i] += in[i] - out[i];
        }
    }
}

void xr_box_blur(float *pixels, int width, int height, int box, float *scratch) {
    if (width <= 0 || height <= 0 || box <= 0) return;
    for (int pass = 0; pass < 3; pass++)
        for (int y = 0; y < height; y++) box_pass(pixels + (size_t)y * width * 4, width, 1, box, scratch);
    float *copy = malloc((size_t)width * height * 4 * sizeof(float)), *sums = malloc((size_t)width * 4 * sizeof(float));
    if (copy && sums) {
        for (int pass = 0; pass < 3; pass++) box_pass_down(pixels, width, height, box, copy, sums);
    } else {
        for (int pass = 0; pass < 3; pass++)
            for (int x = 0; x < width; x++) box_pass(pixels + (size_t)x * 4, height, width, box, scratch);
    }
    free(copy);
    free(sums);
}

void xr_pack_tinted(const float *pixels, int width, int height, float saturation, float tint_white, float tint_alpha,
                    uint8_t *out, int stride) {
    const float keep = 1.0f - tint_alpha, tint = tint_white * 255.0f * tint_alpha;
    for (int y = 0; y < height; y++) {
        uint32_t *row = (uint32_t *)(out + (size_t)y * stride);
        const float *p = pixels + (size_t)y * width * 4;
        for (int x = 0; x < width; x++, p += 4) {
            float a = p[0] < 0 ? 0 : p[0] > 255 ? 255 : p[0];
            float grey = 0.299f * p[1] + 0.587f * p[2] + 0.114f * p[3];
            float rgb[3];
            for (int c = 0; c < 3; c++) {
                float v = grey + (p[c + 1] - grey) * saturation;
                v = v < 0 ? 0 : v > a ? a : v;
                rgb[c] = v * keep + tint;   /* the tint over it (premultiplied OVER) */
            }
            float alpha = a * keep + 255.0f * tint_alpha;
            row[x] = (uint32_t)(alpha + 0.5f) << 24 | (uint32_t)(rgb[0] + 0.5f) << 16 | (uint32_t)(rgb[1] + 0.5f) << 8
                   | (uint32_t)(rgb[2] + 0.5f);
        }
    }
}

void xr_upscale(const uint8_t *small, int small_stride, int width, int height, int factor,
                uint8_t *out, int out_stride, int out_width, int out_height) {
    if (width <= 0 || height <= 0 || out_width <= 0 || out_height <= 0) return;
    /* Each small row widened once (bytes, so the vertical pass below is a plain byte lerp that
     * the compiler vectorises); two widened rows are kept, the pair an output row falls between.
     * Where each output column samples (left pixel, weight in 1/256ths) is worked out once. */
    size_t wide_bytes = (size_t)out_width * 4;
    uint8_t *wide = malloc(wide_bytes * 2);
    int *left = malloc((size_t)out_width * sizeof *left), *weight = malloc((size_t)out_width * sizeof *weight);
    if (!wide || !left || !weight) { free(wide); free(left); free(weight); return; }
    for (int ox = 0; ox < out_width; ox++) {
        /* The sample of output coordinate o sits at (o + 0.5) / factor - 0.5. */
        int px = ((2 * ox + 1) * 256) / (2 * factor) - 128;
        left[ox] = px < 0 ? 0 : clampi(px >> 8, 0, width - 1);
        weight[ox] = px < 0 || (px >> 8) + 1 > width - 1 ? 0 : px & 255;
    }
    int held[2] = { -1, -1 };
    for (int oy = 0; oy < out_height; oy++) {
        int pos = ((2 * oy + 1) * 256) / (2 * factor) - 128;
        int sy = pos >> 8, wy = pos & 255;
        if (pos < 0) { sy = 0; wy = 0; }
        int rows[2] = { clampi(sy, 0, height - 1), clampi(sy + 1, 0, height - 1) };
        uint8_t *lines[2];
        for (int k = 0; k < 2; k++) {
            int slot = rows[k] & 1;
            lines[k] = wide + slot * wide_bytes;
            if (held[slot] == rows[k]) continue;
            held[slot] = rows[k];
            const uint8_t *src = small + (size_t)rows[k] * small_stride;
            uint8_t *dst = lines[k];
            for (int ox = 0; ox < out_width; ox++) {
                const uint8_t *l = src + left[ox] * 4, *r = l + (weight[ox] ? 4 : 0);
                int wx = weight[ox];
                for (int c = 0; c < 4; c++) dst[ox * 4 + c] = (uint8_t)((l[c] * (256 - wx) + r[c] * wx + 128) >> 8);
            }
        }
        uint8_t *restrict o = out + (size_t)oy * out_stride;
        const uint8_t *restrict a = lines[0], *restrict b = lines[1];
        if (rows[0] == rows[1] || wy == 0) { memcpy(o, a, wide_bytes); continue; }
        for (size_t i = 0; i < wide_bytes; i++) o[i] = (uint8_t)((a[i] * (256 - wy) + b[i] * wy + 128) >> 8);
    }
    free(wide);
    free(left);
    free(weight);
}
