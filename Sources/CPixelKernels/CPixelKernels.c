#include "CPixelKernels.h"
#include <stdlib.h>
#include <string.h>

/* Each kernel is built twice, for AVX2 and for the x86-64 baseline (SSE2), and the loader picks
 * the one the processor runs (an ifunc): the baseline's 32-bit multiplies take four instructions
 * where AVX2 takes one, and the upscale's were most of a window-sized blur. Elsewhere, one build. */
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#define XR_KERNEL __attribute__((target_clones("avx2", "default")))
#else
#define XR_KERNEL
#endif

static inline int clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

/* (l·(256 − w) + r·w + 128) >> 8 for each byte of two ARGB32 words, two channels at a time in the
 * 16-bit halves of a word (255 · 256 + 128 fits): a quarter of the per-byte work. */
static inline uint32_t lerp_pixel(uint32_t l, uint32_t r, uint32_t w) {
    const uint32_t iw = 256 - w;
    const uint32_t rb = (((l & 0x00FF00FFu) * iw + (r & 0x00FF00FFu) * w + 0x00800080u) >> 8) & 0x00FF00FFu;
    const uint32_t ag = (((l >> 8) & 0x00FF00FFu) * iw + ((r >> 8) & 0x00FF00FFu) * w + 0x00800080u) & 0xFF00FF00u;
    return rb | ag;
}

XR_KERNEL void xr_downsample(const uint8_t *data, int stride, int x0, int y0, int x1, int y1, int factor, int opaque,
                   float *out, int width, int height, int row0, int row1) {
    uint32_t *rb = calloc((size_t)width, sizeof *rb), *ag = calloc((size_t)width, sizeof *ag);
    if (!rb || !ag) { free(rb); free(ag); return; }
    const float scale = 1.0f / (float)(factor * factor);
    if (row0 < 0) row0 = 0;
    if (row1 > height) row1 = height;
    for (int row = row0; row < row1; row++) {
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
static inline __attribute__((always_inline)) void box_pass(float *restrict pixels, int count, int step, int box, float *restrict line) {
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

/* One box pass down the columns [c0, c1) at once, row by row (the column sums move together,
 * which the compiler vectorises and the cache likes): `copy` (the whole picture's size) holds
 * those columns before the pass, `sums` a row of them. */
static inline __attribute__((always_inline)) void box_pass_down(float *restrict pixels, int width, int height, int box, int c0, int c1,
                          float *restrict copy, float *restrict sums) {
    const size_t row = (size_t)width * 4, start = (size_t)c0 * 4, span = (size_t)(c1 - c0) * 4;
    for (int y = 0; y < height; y++) memcpy(copy + y * row + start, pixels + y * row + start, span * sizeof(float));
    const float inverse = 1.0f / (float)(2 * box + 1);
    for (size_t i = 0; i < span; i++) sums[i] = copy[start + i] * (float)(box + 1);
    for (int k = 1; k <= box; k++) {
        const float *p = copy + (size_t)clampi(k, 0, height - 1) * row + start;
        for (size_t i = 0; i < span; i++) sums[i] += p[i];
    }
    for (int y = 0; y < height; y++) {
        float *o = pixels + (size_t)y * row + start;
        const float *in = copy + (size_t)clampi(y + box + 1, 0, height - 1) * row + start;
        const float *out = copy + (size_t)clampi(y - box, 0, height - 1) * row + start;
        for (size_t i = 0; i < span; i++) {
            o[i] = sums[i] * inverse;
            sums[i] += in[i] - out[i];
        }
    }
}

XR_KERNEL void xr_box_blur_rows(float *pixels, int width, int height, int box, int row0, int row1, float *line) {
    if (width <= 0 || height <= 0 || box <= 0) return;
    if (row0 < 0) row0 = 0;
    if (row1 > height) row1 = height;
    for (int pass = 0; pass < 3; pass++)
        for (int y = row0; y < row1; y++) box_pass(pixels + (size_t)y * width * 4, width, 1, box, line);
}

XR_KERNEL void xr_box_blur_columns(float *pixels, int width, int height, int box, int c0, int c1, float *copy, float *sums) {
    if (width <= 0 || height <= 0 || box <= 0) return;
    if (c0 < 0) c0 = 0;
    if (c1 > width) c1 = width;
    if (c1 <= c0) return;
    for (int pass = 0; pass < 3; pass++) box_pass_down(pixels, width, height, box, c0, c1, copy, sums);
}

XR_KERNEL void xr_pack_tinted(const float *pixels, int width, int height, float saturation, float tint_white, float tint_alpha,
                    uint8_t *out, int stride, int c0, int c1) {
    const float keep = 1.0f - tint_alpha, tint = tint_white * 255.0f * tint_alpha;
    if (c0 < 0) c0 = 0;
    if (c1 > width) c1 = width;
    for (int y = 0; y < height; y++) {
        uint32_t *row = (uint32_t *)(out + (size_t)y * stride);
        const float *p = pixels + ((size_t)y * width + c0) * 4;
        for (int x = c0; x < c1; x++, p += 4) {
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

XR_KERNEL void xr_upscale(const uint8_t *small, int small_stride, int width, int height, int factor,
                uint8_t *out, int out_stride, int out_width, int out_height, int rx0, int ry0, int rx1, int ry1) {
    if (rx0 < 0) rx0 = 0;
    if (ry0 < 0) ry0 = 0;
    if (rx1 > out_width) rx1 = out_width;
    if (ry1 > out_height) ry1 = out_height;
    if (width <= 0 || height <= 0 || rx1 <= rx0 || ry1 <= ry0) return;
    /* Each small row widened once over the region's columns (bytes, so the vertical pass below is
     * a plain byte lerp that the compiler vectorises); two widened rows are kept, the pair an
     * output row falls between. Where each output column samples (left pixel, weight in 1/256ths)
     * is worked out once. */
    const int span = rx1 - rx0;
    size_t wide_bytes = (size_t)span * 4;
    uint8_t *wide = malloc(wide_bytes * 2);
    int *left = malloc((size_t)span * sizeof *left), *weight = malloc((size_t)span * sizeof *weight);
    if (!wide || !left || !weight) { free(wide); free(left); free(weight); return; }
    for (int i = 0; i < span; i++) {
        /* The sample of output coordinate o sits at (o + 0.5) / factor - 0.5. */
        int ox = rx0 + i;
        int px = ((2 * ox + 1) * 256) / (2 * factor) - 128;
        left[i] = px < 0 ? 0 : clampi(px >> 8, 0, width - 1);
        weight[i] = px < 0 || (px >> 8) + 1 > width - 1 ? 0 : px & 255;
    }
    int held[2] = { -1, -1 };
    for (int oy = ry0; oy < ry1; oy++) {
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
            const uint32_t *src = (const uint32_t *)(small + (size_t)rows[k] * small_stride);
            uint32_t *dst = (uint32_t *)lines[k];
            if (factor == 4 && rx0 == 0 && span == out_width && width >= 2 && out_width >= 4 * width - 2) {
                /* The usual case, without the tables: output pixel 4k + j samples small pixels
                 * k − 1 and k at 160/256 and 224/256 (j = 0, 1), k and k + 1 at 32/256 and
                 * 96/256 (j = 2, 3); the ends repeat the edge pixel. */
                dst[0] = src[0];
                dst[1] = src[0];
                for (int k = 0; k + 1 < width; k++) {
                    const uint32_t l = src[k], r = src[k + 1];
                    uint32_t *d = dst + 4 * k + 2;
                    d[0] = lerp_pixel(l, r, 32);
                    d[1] = lerp_pixel(l, r, 96);
                    d[2] = lerp_pixel(l, r, 160);
                    d[3] = lerp_pixel(l, r, 224);
                }
                for (int i = 4 * width - 2; i < span; i++) dst[i] = src[width - 1];
                continue;
            }
            for (int i = 0; i < span; i++) {
                const uint32_t *l = src + left[i];
                dst[i] = weight[i] ? lerp_pixel(l[0], l[1], (uint32_t)weight[i]) : l[0];
            }
        }
        uint32_t *restrict o = (uint32_t *)(out + (size_t)oy * out_stride) + rx0;
        const uint32_t *restrict a = (const uint32_t *)lines[0], *restrict b = (const uint32_t *)lines[1];
        if (rows[0] == rows[1] || wy == 0) { memcpy(o, a, wide_bytes); continue; }
        for (int i = 0; i < span; i++) o[i] = lerp_pixel(a[i], b[i], (uint32_t)wy);
    }
    free(wide);
    free(left);
    free(weight);
}
