# Sourced by scripts/ensure-*.sh: apt_install PACKAGE [APT-GET OPTIONS…] installs one Debian package,
# as root or through sudo.
# APT_NO_SERVICES=1 keeps the package's post-install script from starting a system service (Debian's
# way: a policy-rc.d that refuses, exit 101), put in place for the install only, if none is there.
apt_install() {
  local package="$1" sudo="" policy=/usr/sbin/policy-rc.d added_policy=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  if [ "${APT_NO_SERVICES:-}" = 1 ] && [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' | $sudo tee "$policy" >/dev/null
    $sudo chmod 755 "$policy"
    added_policy=1
  fi
  local status=0
  { $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${@:2}" "$package" >/dev/null; } || status=$?
  if [ -n "$added_policy" ]; then $sudo rm -f "$policy"; fi
  return $status
}
