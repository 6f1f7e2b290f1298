// The declarations only: the QRCode target opens the shared library when it first draws a code, so that `habit`
// does not load it at every start.
#include <qrencode.h>
