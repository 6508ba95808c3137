// GTK 4 and libadwaita 1.2: what the GTK 4 backend (AdwDialogs) builds its windows with.
#include <adwaita.h>
#include <gdk/x11/gdkx.h>
#include "CAdwBridge.h"
