#include <zlib.h>

// inflateInit2 is a macro, which Swift cannot call. Raw deflate (negative window bits): zip members carry no
// zlib header.
static inline int czlib_inflate_init_raw(z_stream *stream) {
  return inflateInit2(stream, -MAX_WBITS);
}
