/**
 * The production server runs React and its libraries in their production builds: they choose
 * their build by NODE_ENV as they load, so this module is the serve script's first import.
 * (Unset, React renders with its development checks, several times slower.)
 */
process.env.NODE_ENV = "production";
