#!/bin/sh
# Runs a test under its own D-Bus session with an unlocked GNOME Keyring (a Secret Service) and
# a throwaway HOME, so that the keychain round trip uses a real keychain and leaves nothing
# behind: dbus-run-session ends the bus, and with it the keyring daemon, when the test exits.
#   dbus-run-session -- with-keyring.sh TEST [ARGS...]
set -eu
HOME=$(mktemp -d)
export HOME
trap 'rm -rf "$HOME"' EXIT
printf test | gnome-keyring-daemon --unlock --components=secrets >/dev/null
"$@"
